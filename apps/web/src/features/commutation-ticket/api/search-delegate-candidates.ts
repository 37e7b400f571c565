import { ticketDelegationRoutes } from "@portal/contract/commutation-ticket/ticket-delegation.routes";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { commutationTicketKeys } from "./commutation-ticket-keys";

/** GET /api/commutationTicket/delegations/candidates?search=: who may be named a delegate. */
export function searchDelegateCandidates(search: string, signal?: AbortSignal) {
  return apiRequest(ticketDelegationRoutes.delegateCandidates, { query: { search }, signal });
}

export function delegateCandidatesQueryOptions(search: string) {
  return queryOptions({
    queryKey: commutationTicketKeys.delegateCandidates(search),
    queryFn: ({ signal }) => searchDelegateCandidates(search, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    // The field says when the search fails.
    meta: { handlesErrors: true },
  });
}

/** Searches from the first character; blank text asks nothing. */
export function useDelegateCandidates(search: string) {
  const trimmed = search.trim();
  return useQuery({ ...delegateCandidatesQueryOptions(trimmed), enabled: trimmed !== "" });
}
