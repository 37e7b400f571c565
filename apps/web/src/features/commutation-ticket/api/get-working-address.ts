import { commutationTicketRoutes } from "@portal/contract/commutation-ticket/commutation-ticket.routes";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { commutationTicketKeys } from "./commutation-ticket-keys";

/** GET /api/commutationTicket/address: the caller's working address, read-only in the form. */
export function getWorkingAddress(signal?: AbortSignal) {
  return apiRequest(commutationTicketRoutes.address, { signal });
}

export function workingAddressQueryOptions() {
  return queryOptions({
    queryKey: commutationTicketKeys.address(),
    queryFn: ({ signal }) => getWorkingAddress(signal),
  });
}

export function useWorkingAddress() {
  return useQuery(workingAddressQueryOptions());
}
