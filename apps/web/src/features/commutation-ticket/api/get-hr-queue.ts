import { ticketReviewRoutes } from "@portal/contract/commutation-ticket/ticket-review.routes";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { commutationTicketKeys } from "./commutation-ticket-keys";

/**
 * GET /api/commutationTicket/getTicketHrConfirm/:account: the tickets waiting for HR (confirmed
 * by a leader, sent straight to HR, or sent back by an approver).
 */
export function getHrQueue(account: string, signal?: AbortSignal) {
  return apiRequest(ticketReviewRoutes.hrQueue, { params: { id: account }, signal });
}

export function hrQueueQueryOptions(account: string) {
  return queryOptions({
    queryKey: commutationTicketKeys.hrQueue(account),
    queryFn: ({ signal }) => getHrQueue(account, signal),
  });
}

/** The queue of the signed-in HR member; asks once the account is known. */
export function useHrQueue(account: string | undefined) {
  return useQuery({ ...hrQueueQueryOptions(account ?? ""), enabled: Boolean(account) });
}
