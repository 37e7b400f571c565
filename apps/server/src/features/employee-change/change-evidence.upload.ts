import { HttpStatus } from "@portal/contract/common/http";
import {
  ChangeRequestLimits,
  ChangeRequestMessages,
} from "@portal/contract/employee-change/employee-change.constants";
import type { FastifyRequest } from "fastify";
import { AppError } from "../../lib/app-error";
import { type EvidenceFile, evidenceTooLarge } from "./change-evidence.storage";

/** Multipart limits of the calls that take `evidences` files and a text part or two. */
export const evidenceMultipartLimits = {
  fileSize: ChangeRequestLimits.evidenceMaxBytes,
  // One more than allowed, so that too many files is told apart from the parser's own limit.
  files: ChangeRequestLimits.maxEvidences + 1,
  fields: 2,
  parts: ChangeRequestLimits.maxEvidences + 3,
  fieldSize: 16 * 1024,
} as const;

/** The multipart body as read: the named text parts and the `evidences` files. */
export interface EvidenceUpload {
  fields: Record<string, string>;
  files: EvidenceFile[];
}

/** Reads the upload; undefined when the body is not multipart or holds parts it should not. */
export type ReadEvidenceUpload = () => Promise<EvidenceUpload | undefined>;

function tooManyEvidences(): AppError {
  return AppError.field("evidences", ChangeRequestMessages.tooManyEvidences, {
    max: ChangeRequestLimits.maxEvidences,
  });
}

/**
 * The body's text parts named in `fieldNames` and its `evidences` files, read into memory up to
 * the size limit. An empty file part without a name (a browser's empty file input) is skipped.
 */
export async function readEvidenceUpload(
  request: FastifyRequest,
  fieldNames: readonly string[],
): Promise<EvidenceUpload | undefined> {
  if (!request.isMultipart()) return undefined;
  const upload: EvidenceUpload = { fields: {}, files: [] };
  let unexpected = false;
  try {
    for await (const part of request.parts()) {
      if (part.type === "file") {
        if (part.fieldname !== "evidences") {
          unexpected = true;
          part.file.resume();
          continue;
        }
        const bytes = await part.toBuffer();
        if (bytes.length === 0 && !part.filename) continue;
        upload.files.push({ fileName: part.filename, bytes });
      } else if (fieldNames.includes(part.fieldname) && typeof part.value === "string") {
        upload.fields[part.fieldname] = part.value;
      } else {
        unexpected = true;
      }
    }
  } catch (error) {
    const errors = request.server.multipartErrors;
    if (error instanceof errors.RequestFileTooLargeError) throw evidenceTooLarge();
    if (error instanceof errors.FilesLimitError) throw tooManyEvidences();
    const status = (error as { statusCode?: number }).statusCode ?? HttpStatus.serverError;
    // Too many parts or fields, a truncated body: not the form this call takes.
    if (status < HttpStatus.serverError) return undefined;
    throw error;
  }
  if (unexpected) return undefined;
  if (upload.files.length > ChangeRequestLimits.maxEvidences) throw tooManyEvidences();
  return upload;
}

/** Refuses more files than a request may hold (those it keeps plus the new ones). */
export function checkEvidenceCount(count: number): void {
  if (count > ChangeRequestLimits.maxEvidences) throw tooManyEvidences();
}
