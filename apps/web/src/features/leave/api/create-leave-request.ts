import { leaveRoutes } from "@portal/contract/leave/leave.routes";
import type { LeaveRequestInput } from "@portal/contract/leave/leave.schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { showUpdatedLeave } from "./leave-keys";

/** POST /api/leave/requests: a draft, or a request sent to whoever decides it. */
export function createLeaveRequest(input: LeaveRequestInput) {
  return apiRequest(leaveRoutes.create, { body: input });
}

/** The form shows a refusal itself (on its fields). */
export function useCreateLeaveRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLeaveRequest,
    meta: { handlesErrors: true },
    onSuccess: (request) => showUpdatedLeave(queryClient, request),
  });
}
