import { Headers } from "@portal/contract/common/http";
import type { Paged } from "@portal/contract/common/paging";
import {
  type ColleagueSearchQuery,
  type ColleagueSummary,
  colleagueSearchLimit,
} from "@portal/contract/employee/colleague.schema";
import { employeeRoutes } from "@portal/contract/employee/employee.routes";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { colleagueKeys } from "./colleague-keys";

/**
 * GET /api/employee/colleague-account?search=&departmentId=: one page (50) of the active
 * colleagues matching, and how many match in all (X-Total-Count).
 */
export async function searchColleagues(
  filter: ColleagueSearchQuery,
  page = 1,
  signal?: AbortSignal,
): Promise<Paged<ColleagueSummary>> {
  let totalCount: number | undefined;
  const data = await apiRequest(employeeRoutes.colleagueAccount, {
    query: { search: filter.search || undefined, departmentId: filter.departmentId },
    headers: {
      [Headers.paginationPage]: String(page),
      [Headers.paginationSize]: String(colleagueSearchLimit),
    },
    onResponse: (response) => {
      const header = Number(response.headers.get(Headers.totalCount));
      if (response.headers.has(Headers.totalCount) && Number.isFinite(header)) totalCount = header;
    },
    signal,
  });
  return { data, totalCount: totalCount ?? data.length };
}

export function colleaguesQueryOptions(filter: ColleagueSearchQuery, page = 1) {
  return queryOptions({
    queryKey: colleagueKeys.search(filter, page),
    queryFn: ({ signal }) => searchColleagues(filter, page, signal),
    placeholderData: keepPreviousData,
  });
}

/** The directory's page of results for the (debounced) filters. */
export function useColleagues(filter: ColleagueSearchQuery, page = 1) {
  return useQuery(colleaguesQueryOptions(filter, page));
}

/** Colleagues matching what a picker's user typed (the first 50); asks nothing for blank text. */
export function useColleagueSearch(search: string) {
  const trimmed = search.trim();
  return useQuery({
    ...colleaguesQueryOptions({ search: trimmed }),
    enabled: trimmed !== "",
    select: (page) => page.data,
  });
}
