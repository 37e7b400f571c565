import { leaveRoutes } from "@portal/contract/leave/leave.routes";
import type { LeaveAdjustmentInput } from "@portal/contract/leave/leave.schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { leaveKeys } from "./leave-keys";

/** POST /api/leave/adjustments: HR adds hours to an employee's balance, with the reason they read. */
export function adjustLeave(input: LeaveAdjustmentInput) {
  return apiRequest(leaveRoutes.adjust, { body: input });
}

/** The form shows a refusal itself; the employee's balance is shown as the server now has it. */
export function useAdjustLeave() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adjustLeave,
    meta: { handlesErrors: true },
    onSuccess: (balance) => queryClient.setQueryData(leaveKeys.balance(balance.employeeId), balance),
  });
}
