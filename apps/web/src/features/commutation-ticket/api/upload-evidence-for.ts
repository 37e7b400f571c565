import { ticketActingForRoutes } from "@portal/contract/commutation-ticket/ticket-acting-for.routes";
import { useMutation } from "@tanstack/react-query";
import { apiUpload } from "../../../lib/api-client";
import type { UploadEvidenceRequest } from "./upload-evidence";

export interface UploadEvidenceForRequest extends UploadEvidenceRequest {
  /** The employee HR acts for: the evidence is kept for them. */
  employeeId: number;
}

/**
 * POST /api/commutationTicket/uploadEvidenceForAF (multipart: part `employeeId`, then `file`):
 * keeps the evidence for the employee until a ticket or a cancellation HR sends for them uses it.
 */
export function uploadEvidenceFor({ employeeId, file, onProgress }: UploadEvidenceForRequest) {
  const body = new FormData();
  body.append("employeeId", String(employeeId));
  body.append("file", file, file.name);
  return apiUpload(ticketActingForRoutes.uploadEvidenceForAF, { body, onProgress });
}

/** The upload field shows the failure itself. */
export function useUploadEvidenceFor() {
  return useMutation({ mutationFn: uploadEvidenceFor, meta: { handlesErrors: true } });
}
