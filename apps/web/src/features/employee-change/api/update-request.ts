import { employeeChangeRoutes } from "@portal/contract/employee-change/employee-change.routes";
import type { UpdateChangeRequest } from "@portal/contract/employee-change/employee-change.schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { showUpdatedRequest } from "./employee-change-keys";

export interface UpdateRequestInput {
  id: number;
  /** No reason is left out rather than sent as null. */
  body: Omit<UpdateChangeRequest, "reason"> & { reason?: string };
}

/** PUT /api/employeeChange/requests/:id: the owner edits the values, date or reason before the decision. */
export function updateRequest({ id, body }: UpdateRequestInput) {
  return apiRequest(employeeChangeRoutes.updateRequest, { params: { id }, body });
}

/** The form shows refusals on its fields. */
export function useUpdateRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRequest,
    meta: { handlesErrors: true },
    onSuccess: (request) => showUpdatedRequest(queryClient, request),
  });
}
