import {
  ChangeRequestLimits,
  ChangeRequestMessages,
} from "@portal/contract/employee-change/employee-change.constants";
import { AppError } from "../../lib/app-error";
import type { ReadUpload, UploadedFile } from "../../lib/upload-reader";
import { evidenceTooLarge } from "./change-evidence.storage";

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
  files: UploadedFile[];
}

/** Reads the upload; undefined when the body is not multipart or holds parts it should not. */
export type ReadEvidenceUpload = () => Promise<EvidenceUpload | undefined>;

function tooManyEvidences(): AppError {
  return AppError.field("evidences", ChangeRequestMessages.tooManyEvidences, {
    max: ChangeRequestLimits.maxEvidences,
  });
}

/**
 * The body's text parts named in `fieldNames` and its `evidences` files, each streamed to a
 * temporary file. An empty file part without a name (a browser's empty file input) is skipped.
 */
export async function readEvidenceUpload(
  read: ReadUpload,
  fieldNames: readonly string[],
): Promise<EvidenceUpload | undefined> {
  const form = await read({
    fileFields: ["evidences"],
    tooLarge: evidenceTooLarge,
    tooManyFiles: tooManyEvidences,
  });
  if (!form) return undefined;
  const isUnexpected =
    form.strayParts.length > 0 || Object.keys(form.fields).some((name) => !fieldNames.includes(name));
  if (isUnexpected) return undefined;
  const files = form.files.filter((file) => file.size > 0 || file.fileName);
  if (files.length > ChangeRequestLimits.maxEvidences) throw tooManyEvidences();
  return { fields: form.fields, files };
}

/** Refuses more files than a request may hold (those it keeps plus the new ones). */
export function checkEvidenceCount(count: number): void {
  if (count > ChangeRequestLimits.maxEvidences) throw tooManyEvidences();
}
