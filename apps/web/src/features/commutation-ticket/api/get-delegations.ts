import { ticketDelegationRoutes } from "@portal/contract/commutation-ticket/ticket-delegation.routes";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { commutationTicketKeys } from "./commutation-ticket-keys";

/** GET /api/commutationTicket/delegations: what the caller gave, received, and may delegate. */
export function getDelegations(signal?: AbortSignal) {
  return apiRequest(ticketDelegationRoutes.delegations, { signal });
}

export function delegationsQueryOptions() {
  return queryOptions({
    queryKey: commutationTicketKeys.delegations(),
    queryFn: ({ signal }) => getDelegations(signal),
    // The page shows its load failure with a retry.
    meta: { handlesErrors: true },
  });
}

export function useDelegations() {
  return useQuery(delegationsQueryOptions());
}
