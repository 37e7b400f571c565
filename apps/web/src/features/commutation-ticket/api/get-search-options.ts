import { ticketReviewRoutes } from "@portal/contract/commutation-ticket/ticket-review.routes";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { commutationTicketKeys } from "./commutation-ticket-keys";

/** GET /api/commutationTicket/searchOptions: what the search's filters offer (departments). */
export function getSearchOptions(signal?: AbortSignal) {
  return apiRequest(ticketReviewRoutes.searchOptions, { signal });
}

export function searchOptionsQueryOptions() {
  return queryOptions({
    queryKey: commutationTicketKeys.searchOptions(),
    queryFn: ({ signal }) => getSearchOptions(signal),
    // Departments change rarely.
    staleTime: 10 * 60_000,
    // The filter says so itself and offers a retry; the search works without the list.
    meta: { handlesErrors: true },
  });
}

export function useSearchOptions() {
  return useQuery(searchOptionsQueryOptions());
}
