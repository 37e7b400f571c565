import { commutationTicketRoutes } from "@portal/contract/commutation-ticket/commutation-ticket.routes";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { commutationTicketKeys } from "./commutation-ticket-keys";

/** GET /api/commutationTicket/getTicket/:id: one ticket, with what the caller may do with it. */
export function getTicket(id: number, signal?: AbortSignal) {
  return apiRequest(commutationTicketRoutes.getTicket, { params: { id }, signal });
}

export function ticketQueryOptions(id: number) {
  return queryOptions({
    queryKey: commutationTicketKeys.ticket(id),
    queryFn: ({ signal }) => getTicket(id, signal),
    // The screens show "not found" and load failures themselves.
    meta: { handlesErrors: true },
  });
}

/** Loads when an id is given (the new-ticket form has none unless it continues one). */
export function useTicket(id: number | undefined) {
  return useQuery({ ...ticketQueryOptions(id ?? 0), enabled: id !== undefined });
}
