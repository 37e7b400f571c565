import { leaveRoutes } from "@portal/contract/leave/leave.routes";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { type LeaveQueueKind, leaveKeys } from "./leave-keys";
import { pagingHeaders } from "./paging-headers";

/** GET /api/leave/queue: the requests waiting for the caller as a leader, or as HR; oldest first. */
export function getLeaveQueue(queue: LeaveQueueKind, page: number, signal?: AbortSignal) {
  return apiRequest(leaveRoutes.queue, { query: { queue }, headers: pagingHeaders(page), signal });
}

export function useLeaveQueue(queue: LeaveQueueKind, page: number) {
  return useQuery({
    queryKey: leaveKeys.queue(queue, page),
    queryFn: ({ signal }) => getLeaveQueue(queue, page, signal),
    placeholderData: keepPreviousData,
  });
}
