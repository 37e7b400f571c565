import { employeeChangeRoutes } from "@portal/contract/employee-change/employee-change.routes";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { showUpdatedRequest } from "./employee-change-keys";

export interface RejectInput {
  id: number;
  /** Why: the employee reads it. */
  reason: string;
}

/** POST /api/employeeChange/requests/:id/reject: HR refuses the change with a reason. */
export function rejectRequest({ id, reason }: RejectInput) {
  return apiRequest(employeeChangeRoutes.reject, { params: { id }, body: { reason } });
}

/** The dialog shows a refusal itself; the queue and the menu's counts follow. */
export function useRejectRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectRequest,
    meta: { handlesErrors: true },
    onSuccess: (request) => showUpdatedRequest(queryClient, request),
  });
}
