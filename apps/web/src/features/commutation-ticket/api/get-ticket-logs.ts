import { commutationTicketRoutes } from "@portal/contract/commutation-ticket/commutation-ticket.routes";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { commutationTicketKeys } from "./commutation-ticket-keys";

/** GET /api/commutationTicket/logsTicket/:id: what happened to a ticket, oldest first. */
export function getTicketLogs(id: number, signal?: AbortSignal) {
  return apiRequest(commutationTicketRoutes.logs, { params: { id }, signal });
}

export function ticketLogsQueryOptions(id: number) {
  return queryOptions({
    queryKey: commutationTicketKeys.logs(id),
    queryFn: ({ signal }) => getTicketLogs(id, signal),
    meta: { handlesErrors: true },
  });
}

export function useTicketLogs(id: number) {
  return useQuery(ticketLogsQueryOptions(id));
}
