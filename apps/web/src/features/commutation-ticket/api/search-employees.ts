import { ticketReviewRoutes } from "@portal/contract/commutation-ticket/ticket-review.routes";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { commutationTicketKeys } from "./commutation-ticket-keys";

/** GET /api/commutationTicket/employees?search=: employees by account, code or name. */
export function searchEmployees(search: string, signal?: AbortSignal) {
  return apiRequest(ticketReviewRoutes.employees, { query: { search }, signal });
}

export function employeesQueryOptions(search: string) {
  return queryOptions({
    queryKey: commutationTicketKeys.employees(search),
    queryFn: ({ signal }) => searchEmployees(search, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    // The picker says when the search failed.
    meta: { handlesErrors: true },
  });
}

/** Searches from the first character; blank text asks nothing. */
export function useEmployees(search: string) {
  const trimmed = search.trim();
  return useQuery({ ...employeesQueryOptions(trimmed), enabled: trimmed !== "" });
}
