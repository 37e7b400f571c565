import { employeeChangeRoutes } from "@portal/contract/employee-change/employee-change.routes";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { employeeChangeKeys } from "./employee-change-keys";

export interface DeleteEvidenceInput {
  id: number;
  evidenceId: number;
}

/** DELETE /api/employeeChange/requests/:id/evidences/:evidenceId: removes a file while the request is editable. */
export function deleteEvidence({ id, evidenceId }: DeleteEvidenceInput) {
  return apiRequest(employeeChangeRoutes.deleteEvidence, { params: { id, evidenceId } });
}

/** The drawer shows a refusal itself. */
export function useDeleteEvidence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEvidence,
    meta: { handlesErrors: true },
    onSuccess: (request) => queryClient.setQueryData(employeeChangeKeys.request(request.id), request),
  });
}
