import { leaveRoutes } from "@portal/contract/leave/leave.routes";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { leaveKeys } from "./leave-keys";

/** GET /api/leave/types: the kinds of leave the company offers, in HR's order. */
export function getLeaveTypes(signal?: AbortSignal) {
  return apiRequest(leaveRoutes.types, { signal });
}

export function leaveTypesQueryOptions() {
  return queryOptions({
    queryKey: leaveKeys.types(),
    queryFn: ({ signal }) => getLeaveTypes(signal),
    staleTime: 10 * 60_000,
  });
}

export function useLeaveTypes() {
  return useQuery(leaveTypesQueryOptions());
}
