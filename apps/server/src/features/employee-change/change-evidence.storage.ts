import { HttpStatus } from "@portal/contract/common/http";
import {
  ChangeRequestLimits,
  ChangeRequestMessages,
} from "@portal/contract/employee-change/employee-change.constants";
import { AppError } from "../../lib/app-error";
import { evidenceRefused, evidenceStore, type StoredEvidence } from "../../lib/evidence-storage";
import type { UploadedFile } from "../../lib/upload-reader";

/** DATA_DIR/change-request-evidence: evidence of change requests and education certificates. */
const store = evidenceStore("change-request-evidence");

/** The answer to a file over ChangeRequestLimits.evidenceMaxBytes. */
export function evidenceTooLarge(): AppError {
  const maxMegabytes = ChangeRequestLimits.evidenceMaxBytes / (1024 * 1024);
  return AppError.field(
    "evidences",
    ChangeRequestMessages.evidenceTooLarge,
    { maxMegabytes },
    HttpStatus.payloadTooLarge,
  );
}

/**
 * Checks every file by its content and stores them (lib/evidence-storage), a refusal on the
 * `evidences` field. Nothing is stored unless every file is acceptable.
 */
export function storeEvidenceFiles(
  dataDir: string,
  files: readonly UploadedFile[],
): Promise<StoredEvidence[]> {
  return store.storeAll(dataDir, files, (problem) =>
    evidenceRefused("evidences", problem, ChangeRequestMessages.evidenceType),
  );
}

export const removeEvidenceFiles = store.removeAll;
export const openEvidenceFile = store.open;
