import { commutationTicketRoutes } from "@portal/contract/commutation-ticket/commutation-ticket.routes";
import { useMutation } from "@tanstack/react-query";
import { apiUpload } from "../../../lib/api-client";

export interface UploadEvidenceRequest {
  file: File;
  /** Called with the share of the file sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
}

/**
 * POST /api/commutationTicket/upload (multipart, part `file`): keeps the evidence for the caller
 * until a ticket or a cancellation uses it; answers the evidence with its id.
 */
export function uploadEvidence({ file, onProgress }: UploadEvidenceRequest) {
  const body = new FormData();
  body.append("file", file, file.name);
  return apiUpload(commutationTicketRoutes.upload, { body, onProgress });
}

/** The upload field shows the failure itself. */
export function useUploadEvidence() {
  return useMutation({ mutationFn: uploadEvidence, meta: { handlesErrors: true } });
}
