import { routes } from "@portal/contract/routes";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { employeeChangeKeys } from "./employee-change-keys";
import { pagingHeaders } from "./paging-headers";

/** GET /api/employeeChange/history: one page of the caller's applied field changes, newest first. */
export function getFieldHistory(page: number, signal?: AbortSignal) {
  return apiRequest(routes.employeeChange.history, { headers: pagingHeaders(page), signal });
}

export function fieldHistoryQueryOptions(page: number) {
  return queryOptions({
    queryKey: employeeChangeKeys.history(page),
    queryFn: ({ signal }) => getFieldHistory(page, signal),
    placeholderData: keepPreviousData,
  });
}

export function useFieldHistory(page: number) {
  return useQuery(fieldHistoryQueryOptions(page));
}
