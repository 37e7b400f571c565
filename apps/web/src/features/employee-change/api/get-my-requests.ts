import { employeeChangeRoutes } from "@portal/contract/employee-change/employee-change.routes";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { type ChangeRequestFilter, employeeChangeKeys } from "./employee-change-keys";
import { pagingHeaders } from "./paging-headers";

/** GET /api/employeeChange/requests?status=&kind=: one page of the caller's requests, newest first. */
export function getMyRequests(filter: ChangeRequestFilter, page: number, signal?: AbortSignal) {
  return apiRequest(employeeChangeRoutes.myRequests, {
    query: { status: filter.status, kind: filter.kind },
    headers: pagingHeaders(page),
    signal,
  });
}

export function myRequestsQueryOptions(filter: ChangeRequestFilter, page: number) {
  return queryOptions({
    queryKey: employeeChangeKeys.myRequests(filter, page),
    queryFn: ({ signal }) => getMyRequests(filter, page, signal),
    // Paging keeps the last page on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });
}

export function useMyRequests(filter: ChangeRequestFilter, page = 1) {
  return useQuery(myRequestsQueryOptions(filter, page));
}
