import { HttpStatus } from "@portal/contract/common/http";
import {
  ChangeRequestLimits,
  ChangeRequestMessages,
} from "@portal/contract/employee-change/employee-change.constants";
import { AppError } from "../../lib/app-error";
import { fileStore, type StoredContent, sizeOf } from "../../lib/file-store";
import type { UploadedFile } from "../../lib/upload-reader";
import { cleanFileName, evidenceRefused, prepareEvidence } from "../commutation-ticket/evidence.storage";

/** An evidence type, told by the file's first bytes, never by its name or the client's type. */
type EvidenceType = "png" | "jpg" | "pdf" | "webp" | "heic" | "heif";

const contentTypes: Record<EvidenceType, string> = {
  png: "image/png",
  jpg: "image/jpeg",
  pdf: "application/pdf",
  webp: "image/webp",
  heic: "image/heic",
  heif: "image/heif",
};

/** DATA_DIR/change-request-evidence: evidence of change requests and education certificates. */
const store = fileStore("change-request-evidence", Object.keys(contentTypes));

/** A file checked and stored, ready for its row. */
export interface StoredEvidence {
  fileName: string;
  storedName: string;
  contentType: string;
  size: number;
}

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
 * Checks every file by its content (PNG, JPEG, PDF, WebP, HEIF/HEIC; never empty) and makes it fit
 * to keep (images re-encoded without metadata, PDFs as sent), then stores them under random
 * names. Nothing is stored unless every file is acceptable.
 */
export async function storeEvidenceFiles(
  dataDir: string,
  files: readonly UploadedFile[],
): Promise<StoredEvidence[]> {
  const prepared: { file: UploadedFile; type: EvidenceType; content: StoredContent }[] = [];
  for (const file of files) {
    const result = await prepareEvidence(file);
    if (typeof result === "string") {
      throw evidenceRefused("evidences", result, ChangeRequestMessages.evidenceType);
    }
    prepared.push({ file, ...result });
  }
  const stored: StoredEvidence[] = [];
  try {
    for (const { file, type, content } of prepared) {
      stored.push({
        fileName: cleanFileName(file.fileName, type),
        storedName: await store.save(dataDir, content, type),
        contentType: contentTypes[type],
        size: sizeOf(content),
      });
    }
  } catch (error) {
    await removeEvidenceFiles(
      dataDir,
      stored.map((file) => file.storedName),
    );
    throw error;
  }
  return stored;
}

export async function removeEvidenceFiles(dataDir: string, storedNames: readonly string[]): Promise<void> {
  for (const name of storedNames) await store.remove(dataDir, name);
}

export const openEvidenceFile = store.open;
