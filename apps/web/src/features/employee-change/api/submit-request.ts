import { employeeChangeRoutes } from "@portal/contract/employee-change/employee-change.routes";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { showUpdatedRequest } from "./employee-change-keys";

/** POST /api/employeeChange/requests/:id/submit: sends a draft to HR. */
export function submitRequest(id: number) {
  return apiRequest(employeeChangeRoutes.submitRequest, { params: { id } });
}

/** The drawer shows a refusal itself. */
export function useSubmitRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitRequest,
    meta: { handlesErrors: true },
    onSuccess: (request) => showUpdatedRequest(queryClient, request),
  });
}
