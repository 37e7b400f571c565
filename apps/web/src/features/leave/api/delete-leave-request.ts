import { leaveRoutes } from "@portal/contract/leave/leave.routes";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { invalidateLeave } from "./leave-keys";

/** DELETE /api/leave/requests/:id: the owner deletes a draft. */
export function deleteLeaveRequest(id: number) {
  return apiRequest(leaveRoutes.remove, { params: { id } });
}

export function useDeleteLeaveRequest() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteLeaveRequest, onSuccess: () => invalidateLeave(queryClient) });
}
