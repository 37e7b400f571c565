import { leaveRoutes } from "@portal/contract/leave/leave.routes";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { type LeaveFilter, leaveKeys } from "./leave-keys";
import { pagingHeaders } from "./paging-headers";

/** GET /api/leave/requests: one page of the caller's requests, latest days first. */
export function getMyLeave(filter: LeaveFilter, page: number, signal?: AbortSignal) {
  return apiRequest(leaveRoutes.mine, {
    query: { status: filter.status, ...(filter.year !== undefined && { year: filter.year }) },
    headers: pagingHeaders(page),
    signal,
  });
}

export function useMyLeave(filter: LeaveFilter, page: number) {
  return useQuery(
    queryOptions({
      queryKey: leaveKeys.mine(filter, page),
      queryFn: ({ signal }) => getMyLeave(filter, page, signal),
      placeholderData: keepPreviousData,
    }),
  );
}
