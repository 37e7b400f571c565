import type { ColleagueSearchQuery } from "@portal/contract/employee/colleague.schema";
import { employeeRoutes } from "@portal/contract/employee/employee.routes";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { colleagueKeys } from "./colleague-keys";

/** GET /api/employee/colleague-account?search=&departmentId=: active colleagues (at most 50). */
export function searchColleagues(filter: ColleagueSearchQuery, signal?: AbortSignal) {
  return apiRequest(employeeRoutes.colleagueAccount, {
    query: { search: filter.search || undefined, departmentId: filter.departmentId },
    signal,
  });
}

export function colleaguesQueryOptions(filter: ColleagueSearchQuery) {
  return queryOptions({
    queryKey: colleagueKeys.search(filter),
    queryFn: ({ signal }) => searchColleagues(filter, signal),
    placeholderData: keepPreviousData,
  });
}

/** The directory's results for the (debounced) filters. */
export function useColleagues(filter: ColleagueSearchQuery) {
  return useQuery(colleaguesQueryOptions(filter));
}

/** Colleagues matching what a picker's user typed; asks nothing for blank text. */
export function useColleagueSearch(search: string) {
  const trimmed = search.trim();
  return useQuery({ ...colleaguesQueryOptions({ search: trimmed }), enabled: trimmed !== "" });
}
