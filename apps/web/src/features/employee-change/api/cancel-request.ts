import { employeeChangeRoutes } from "@portal/contract/employee-change/employee-change.routes";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { showUpdatedRequest } from "./employee-change-keys";

/** POST /api/employeeChange/requests/:id/cancel: withdraws a request before HR decides. */
export function cancelRequest(id: number) {
  return apiRequest(employeeChangeRoutes.cancelRequest, { params: { id } });
}

/** The drawer shows a refusal itself. */
export function useCancelRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelRequest,
    meta: { handlesErrors: true },
    onSuccess: (request) => showUpdatedRequest(queryClient, request),
  });
}
