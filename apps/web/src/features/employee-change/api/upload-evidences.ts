import { employeeChangeRoutes } from "@portal/contract/employee-change/employee-change.routes";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiUpload } from "../../../lib/api-client";
import { employeeChangeKeys } from "./employee-change-keys";

export interface UploadEvidencesInput {
  id: number;
  files: File[];
  /** Called with the share of the files sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
}

/** POST /api/employeeChange/requests/:id/evidences (multipart, parts `evidences`): adds files to a request. */
export function uploadEvidences({ id, files, onProgress }: UploadEvidencesInput) {
  const body = new FormData();
  for (const file of files) body.append("evidences", file, file.name);
  return apiUpload(employeeChangeRoutes.uploadEvidences, { params: { id }, body, onProgress });
}

/** The caller shows a refusal itself. */
export function useUploadEvidences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadEvidences,
    meta: { handlesErrors: true },
    onSuccess: (request) => queryClient.setQueryData(employeeChangeKeys.request(request.id), request),
  });
}
