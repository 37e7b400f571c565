import { employeeChangeRoutes } from "@portal/contract/employee-change/employee-change.routes";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { employeeChangeKeys, type ReviewQueueFilter } from "./employee-change-keys";
import { pagingHeaders } from "./paging-headers";

/** GET /api/employeeChange/review?status=&kind=&search=: one page of HR's list (`status=all`: every status). */
export function getReviewQueue(filter: ReviewQueueFilter, page: number, signal?: AbortSignal) {
  return apiRequest(employeeChangeRoutes.review, {
    query: { status: filter.status, kind: filter.kind, search: filter.search },
    headers: pagingHeaders(page),
    signal,
  });
}

export function reviewQueueQueryOptions(filter: ReviewQueueFilter, page: number) {
  return queryOptions({
    queryKey: employeeChangeKeys.review(filter, page),
    queryFn: ({ signal }) => getReviewQueue(filter, page, signal),
    placeholderData: keepPreviousData,
  });
}

export function useReviewQueue(filter: ReviewQueueFilter, page: number) {
  return useQuery(reviewQueueQueryOptions(filter, page));
}
