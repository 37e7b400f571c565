import { ticketReviewRoutes } from "@portal/contract/commutation-ticket/ticket-review.routes";
import type { TicketSearch } from "@portal/contract/commutation-ticket/ticket-review.schema";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { commutationTicketKeys } from "./commutation-ticket-keys";

/** POST /api/commutationTicket/ticketRequest: the HR-confirmed tickets, oldest first ({} for all). */
export function getApproverQueue(filter: TicketSearch, signal?: AbortSignal) {
  return apiRequest(ticketReviewRoutes.approverQueue, { body: filter, signal });
}

export function approverQueueQueryOptions(filter: TicketSearch = {}) {
  return queryOptions({
    queryKey: commutationTicketKeys.approverQueue(filter),
    queryFn: ({ signal }) => getApproverQueue(filter, signal),
  });
}

/** The tickets waiting for an approver. */
export function useApproverQueue(filter: TicketSearch = {}) {
  return useQuery(approverQueueQueryOptions(filter));
}
