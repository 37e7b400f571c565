import { employeeChangeRoutes } from "@portal/contract/employee-change/employee-change.routes";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { employeeChangeKeys } from "./employee-change-keys";
import { pagingHeaders } from "./paging-headers";

/**
 * GET /api/employeeChange/history: one page of applied field changes, newest first: the caller's
 * own, or (HR) those of `employeeId`.
 */
export function getFieldHistory(page: number, employeeId?: number, signal?: AbortSignal) {
  return apiRequest(employeeChangeRoutes.history, {
    query: { employeeId },
    headers: pagingHeaders(page),
    signal,
  });
}

export function fieldHistoryQueryOptions(page: number, employeeId?: number) {
  return queryOptions({
    queryKey: employeeChangeKeys.history(page, employeeId),
    queryFn: ({ signal }) => getFieldHistory(page, employeeId, signal),
    placeholderData: keepPreviousData,
  });
}

export function useFieldHistory(page: number, employeeId?: number) {
  return useQuery(fieldHistoryQueryOptions(page, employeeId));
}
