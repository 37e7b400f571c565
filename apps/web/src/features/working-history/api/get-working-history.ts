import { Headers } from "@portal/contract/common/http";
import { WorkingHistoryLimits } from "@portal/contract/working-history/working-history.constants";
import { workingHistoryRoutes } from "@portal/contract/working-history/working-history.routes";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { workingHistoryKeys } from "./working-history-keys";

export interface WorkingHistoryPageRequest {
  /** Whose history (HR only); the signed-in user's when absent. */
  employeeId?: number;
  /** 1-based. */
  page: number;
}

/** GET /api/workinghistory?module=SMS: one page (20) of the working history, current first. */
export function getWorkingHistory({ employeeId, page }: WorkingHistoryPageRequest, signal?: AbortSignal) {
  return apiRequest(workingHistoryRoutes.list, {
    query: { module: "SMS", employeeId },
    headers: {
      [Headers.module]: "SMS",
      [Headers.paginationPage]: String(page),
      [Headers.paginationSize]: String(WorkingHistoryLimits.pageSize),
    },
    signal,
  });
}

export function workingHistoryQueryOptions(request: WorkingHistoryPageRequest) {
  return queryOptions({
    queryKey: workingHistoryKeys.page(request.employeeId, request.page),
    queryFn: ({ signal }) => getWorkingHistory(request, signal),
    // Paging keeps the last page on screen until the next one arrives.
    placeholderData: keepPreviousData,
    // The section shows its own load failure with a retry.
    meta: { handlesErrors: true },
  });
}

export function useWorkingHistory(request: WorkingHistoryPageRequest) {
  return useQuery(workingHistoryQueryOptions(request));
}
