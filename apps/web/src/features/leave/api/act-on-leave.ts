import { leaveRoutes } from "@portal/contract/leave/leave.routes";
import type { LeaveStepAction } from "@portal/contract/leave/leave.schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { showUpdatedLeave } from "./leave-keys";

export interface LeaveStepInput {
  id: number;
  action: LeaveStepAction;
  /** A refusal's reason (the owner reads it); optional otherwise. */
  reason?: string;
}

/** POST /api/leave/requests/:id/:action: submit or cancel (owner), approve or reject (leader, HR). */
export function actOnLeave({ id, action, reason = "" }: LeaveStepInput) {
  return apiRequest(leaveRoutes.act, { params: { id, action }, body: { reason } });
}

export function useActOnLeave() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: actOnLeave,
    onSuccess: (request) => showUpdatedLeave(queryClient, request),
  });
}
