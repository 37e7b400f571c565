import {
  type ChangeRequestKind,
  ChangeRequestMessages,
} from "@portal/contract/employee-change/employee-change.constants";
import type { ChangeRequest } from "@portal/contract/employee-change/employee-change.schema";
import type { AppDeps } from "../../app-deps";
import { AppError } from "../../lib/app-error";
import type { FileDownload } from "../../lib/file-response";
import type { SessionClaims } from "../auth/token";
import { openEvidenceFile, storeEvidenceFiles } from "./change-evidence.storage";
import { checkEvidenceCount, type ReadEvidenceUpload } from "./change-evidence.upload";
import { reviseChangeRequest } from "./change-save.service";
import * as requests from "./employee-change.repository";
import { loadEditable, loadVisible, presentById } from "./employee-change.service";

/**
 * Adds the upload's `evidences` files to the owner's editable request (POST requests/:id/evidences,
 * and the education certificates' call). The request and its owner are checked before a byte of
 * the body is read; at most ChangeRequestLimits.maxEvidences files in all; each checked by content.
 */
export async function addEvidences(
  deps: AppDeps,
  session: SessionClaims,
  id: number,
  read: ReadEvidenceUpload,
  kind?: ChangeRequestKind,
): Promise<ChangeRequest> {
  const { row, viewer } = await loadEditable(deps, session, id, kind);
  const upload = await read();
  if (!upload || upload.files.length === 0) {
    throw AppError.field("evidences", ChangeRequestMessages.evidenceFileRequired);
  }
  const existing = await requests.findEvidencesOf(deps.db, [id]);
  checkEvidenceCount(existing.length + upload.files.length);
  const files = await storeEvidenceFiles(deps.config.dataDir, upload.files);
  await reviseChangeRequest(deps, row, { files });
  return presentById(deps, id, viewer);
}

/** DELETE requests/:id/evidences/:evidenceId: the owner removes a file while the request is editable. */
export async function deleteEvidence(
  deps: AppDeps,
  session: SessionClaims,
  id: number,
  evidenceId: number,
): Promise<ChangeRequest> {
  const { row, viewer } = await loadEditable(deps, session, id);
  const existing = await requests.findEvidencesOf(deps.db, [id]);
  if (!existing.some((evidence) => evidence.id === evidenceId)) throw AppError.notFound();
  await reviseChangeRequest(deps, row, {
    keepEvidenceIds: existing.map((evidence) => evidence.id).filter((kept) => kept !== evidenceId),
  });
  return presentById(deps, id, viewer);
}

/** GET requests/:id/evidences/:evidenceId: the file, to whoever may see the request. */
export async function openEvidence(
  deps: AppDeps,
  session: SessionClaims,
  id: number,
  evidenceId: number,
): Promise<FileDownload> {
  await loadVisible(deps, session, id);
  const evidence = await requests.findEvidence(deps.db, evidenceId);
  if (!evidence || evidence.requestId !== id) throw AppError.notFound();
  const file = await openEvidenceFile(deps.config.dataDir, evidence.storedName);
  if (!file) throw AppError.notFound();
  return { fileName: evidence.fileName, contentType: evidence.contentType, ...file };
}
