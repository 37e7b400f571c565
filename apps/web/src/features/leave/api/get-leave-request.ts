import { leaveRoutes } from "@portal/contract/leave/leave.routes";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { leaveKeys } from "./leave-keys";

/** GET /api/leave/requests/:id: a request with its days, its history and what the caller may do. */
export function getLeaveRequest(id: number, signal?: AbortSignal) {
  return apiRequest(leaveRoutes.detail, { params: { id }, signal });
}

export function useLeaveRequest(id: number | null) {
  return useQuery({
    queryKey: leaveKeys.request(id ?? 0),
    queryFn: ({ signal }) => getLeaveRequest(id ?? 0, signal),
    enabled: id !== null,
  });
}
