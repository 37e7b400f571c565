import { employeeEducationRoutes } from "@portal/contract/employee-education/employee-education.routes";
import { useMutation } from "@tanstack/react-query";
import { apiUpload } from "../../../lib/api-client";

export interface UploadEducationCertificatesInput {
  /** The request the certificates prove. */
  requestId: number;
  files: File[];
  /** Called with the share of the body sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
}

/**
 * POST /api/employee/upload-education-certficates (multipart: `requestId` and `evidences` files;
 * the path is spelled as the spec has it): the certificates of a request just created.
 */
export function uploadEducationCertificates({
  requestId,
  files,
  onProgress,
}: UploadEducationCertificatesInput) {
  const body = new FormData();
  body.append("requestId", String(requestId));
  for (const file of files) body.append("evidences", file, file.name);
  return apiUpload(employeeEducationRoutes.uploadEducationCertificates, { body, onProgress });
}

/** The form shows the failure itself. */
export function useUploadEducationCertificates() {
  return useMutation({ mutationFn: uploadEducationCertificates, meta: { handlesErrors: true } });
}
