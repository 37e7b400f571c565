import { routes } from "@portal/contract/routes";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { type ChangeRequestFilter, employeeChangeKeys } from "./employee-change-keys";
import { pagingHeaders } from "./paging-headers";

/** GET /api/employeeChange/review?status=&kind=&search=: one page of HR's list (default: waiting ones). */
export function getReviewQueue(filter: ChangeRequestFilter, page: number, signal?: AbortSignal) {
  return apiRequest(routes.employeeChange.review, {
    query: { status: filter.status, kind: filter.kind, search: filter.search },
    headers: pagingHeaders(page),
    signal,
  });
}

export function reviewQueueQueryOptions(filter: ChangeRequestFilter, page: number) {
  return queryOptions({
    queryKey: employeeChangeKeys.review(filter, page),
    queryFn: ({ signal }) => getReviewQueue(filter, page, signal),
    placeholderData: keepPreviousData,
  });
}

export function useReviewQueue(filter: ChangeRequestFilter, page: number) {
  return useQuery(reviewQueueQueryOptions(filter, page));
}
