import { employeeChangeRoutes } from "@portal/contract/employee-change/employee-change.routes";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { showUpdatedRequest } from "./employee-change-keys";

export interface ApproveInput {
  id: number;
  /** HR's optional word to the employee. */
  comment?: string | undefined;
}

/** POST /api/employeeChange/requests/:id/approve: HR accepts the change; it applies on its effective date. */
export function approveRequest({ id, comment }: ApproveInput) {
  return apiRequest(employeeChangeRoutes.approve, { params: { id }, body: comment ? { comment } : {} });
}

/** The dialog shows a refusal itself; the queue and the menu's counts follow. */
export function useApproveRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveRequest,
    meta: { handlesErrors: true },
    onSuccess: (request) => showUpdatedRequest(queryClient, request),
  });
}
