import { leaveRoutes } from "@portal/contract/leave/leave.routes";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { leaveKeys } from "./leave-keys";

/** GET /api/leave/balance: the caller's balances (or, for HR and leaders, an employee's), explained. */
export function getLeaveBalance(employeeId: number | undefined, signal?: AbortSignal) {
  return apiRequest(leaveRoutes.balance, { query: employeeId ? { employeeId } : {}, signal });
}

export function leaveBalanceQueryOptions(employeeId?: number) {
  return queryOptions({
    queryKey: leaveKeys.balance(employeeId),
    queryFn: ({ signal }) => getLeaveBalance(employeeId, signal),
  });
}

export function useLeaveBalance(employeeId?: number) {
  return useQuery(leaveBalanceQueryOptions(employeeId));
}
