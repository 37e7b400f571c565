import { leaveRoutes } from "@portal/contract/leave/leave.routes";
import type { LeaveRequestInput } from "@portal/contract/leave/leave.schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { showUpdatedLeave } from "./leave-keys";

/** PUT /api/leave/requests/:id: the owner changes a draft, an undecided or a refused request. */
export function updateLeaveRequest({ id, input }: { id: number; input: LeaveRequestInput }) {
  return apiRequest(leaveRoutes.update, { params: { id }, body: input });
}

export function useUpdateLeaveRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLeaveRequest,
    meta: { handlesErrors: true },
    onSuccess: (request) => showUpdatedLeave(queryClient, request),
  });
}
