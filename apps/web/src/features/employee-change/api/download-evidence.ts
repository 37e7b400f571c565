import { employeeChangeRoutes } from "@portal/contract/employee-change/employee-change.routes";
import { useMutation } from "@tanstack/react-query";
import { apiDownload } from "../../../lib/api-client";

export interface DownloadEvidenceInput {
  id: number;
  evidenceId: number;
}

/** GET /api/employeeChange/requests/:id/evidences/:evidenceId: the file, saved under its own name. */
export function downloadEvidence({ id, evidenceId }: DownloadEvidenceInput) {
  return apiDownload(employeeChangeRoutes.downloadEvidence, { params: { id, evidenceId } });
}

/** The drawer shows a failure itself. */
export function useDownloadEvidence() {
  return useMutation({ mutationFn: downloadEvidence, meta: { handlesErrors: true } });
}
