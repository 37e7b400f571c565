import { HttpStatus } from "@portal/contract/common/http";
import {
  type ChangeRequestKind,
  ChangeRequestMessages,
} from "@portal/contract/employee-change/employee-change.constants";
import type { FieldChange } from "@portal/contract/employee-change/employee-change.schema";
import type { AppDeps } from "../../app-deps";
import { type Db, isUniqueViolation } from "../../db/database";
import { AppError } from "../../lib/app-error";
import type { StoredEvidence } from "../../lib/evidence-storage";
import { announceSubmitted } from "./change-events";
import { removeEvidenceFiles } from "./change-evidence.storage";
import { openKeyOf } from "./change-rules";
import { editableStatuses, serializeChanges } from "./employee-change.presenter";
import type { ChangeRequestRow } from "./employee-change.repository";
import * as requests from "./employee-change.repository";
import { notEditable } from "./employee-change.service";

// Writing a request with its files: created (profile, address, bank, education calls) or revised
// by its owner while it is open. Files arrive checked and stored; they go again if the write fails.

const alreadyPending = () => new AppError(HttpStatus.conflict, ChangeRequestMessages.alreadyPending);

export interface NewChangeRequest {
  employeeId: number;
  kind: ChangeRequestKind;
  /** The record changed (bank account, education record); null for a new one. */
  targetId: number | null;
  isDelete?: boolean;
  effectiveDate: string;
  changes: FieldChange[];
  reason: string | null;
  /** Keep it as a draft (only its owner sees it) instead of submitting it to HR. */
  draft: boolean;
}

/**
 * Creates a request with its files (already checked and stored; they are removed again if the
 * request cannot be written). Another open request of the same employee, kind and target is a
 * 409 (alreadyPending). A submitted request is announced to HR.
 */
export async function createChangeRequest(
  deps: AppDeps,
  input: NewChangeRequest,
  files: readonly StoredEvidence[] = [],
): Promise<ChangeRequestRow> {
  const now = deps.clock.now().toISOString();
  const openKey = openKeyOf(input);
  let id: number;
  try {
    id = await deps.db.transaction().execute(async (trx) => {
      if (openKey && (await requests.findByOpenKey(trx, openKey))) throw alreadyPending();
      const requestId = await requests.insert(trx, {
        employeeId: input.employeeId,
        kind: input.kind,
        status: input.draft ? "draft" : "submitted",
        targetId: input.targetId,
        isDelete: input.isDelete ? 1 : 0,
        effectiveDate: input.effectiveDate,
        changes: serializeChanges(input.changes),
        reason: input.reason,
        openKey,
        submittedAt: input.draft ? null : now,
        createdAt: now,
        updatedAt: now,
      });
      await insertFiles(trx, requestId, input.employeeId, files, now);
      return requestId;
    });
  } catch (error) {
    await removeEvidenceFiles(
      deps.config.dataDir,
      files.map((file) => file.storedName),
    );
    throw isUniqueViolation(error) ? alreadyPending() : error;
  }
  const row = await requests.findById(deps.db, id);
  if (!row) throw AppError.notFound();
  if (row.status === "submitted") await announceSubmitted(deps, row);
  return row;
}

function insertFiles(
  db: Db,
  requestId: number,
  uploadedBy: number,
  files: readonly StoredEvidence[],
  at: string,
) {
  return requests.insertEvidences(
    db,
    files.map((file) => ({ ...file, requestId, uploadedBy, createdAt: at })),
  );
}

export interface RequestRevision {
  changes?: FieldChange[];
  effectiveDate?: string;
  reason?: string | null;
  /** Files to keep (the others are removed); undefined keeps them all. */
  keepEvidenceIds?: readonly number[];
  /** New files, already checked and stored. */
  files?: readonly StoredEvidence[];
}

/**
 * The owner's revision of an editable request, in one transaction that finds it still editable
 * (a decision landing first makes it a 409 and removes the new files). Its status stays.
 */
export async function reviseChangeRequest(
  deps: AppDeps,
  row: ChangeRequestRow,
  revision: RequestRevision,
): Promise<void> {
  const now = deps.clock.now().toISOString();
  const files = revision.files ?? [];
  let removed: string[] = [];
  try {
    removed = await deps.db.transaction().execute(async (trx) => {
      const updated = await requests.updateInStatus(trx, row.id, editableStatuses, {
        ...(revision.changes && { changes: serializeChanges(revision.changes) }),
        ...(revision.effectiveDate && { effectiveDate: revision.effectiveDate }),
        ...(revision.reason !== undefined && { reason: revision.reason }),
        updatedAt: now,
      });
      if (!updated) throw notEditable();
      const existing = await requests.findEvidencesOf(trx, [row.id]);
      const keep = revision.keepEvidenceIds;
      const dropped = keep ? existing.filter((evidence) => !keep.includes(evidence.id)) : [];
      await requests.deleteEvidences(
        trx,
        row.id,
        dropped.map((evidence) => evidence.id),
      );
      await insertFiles(trx, row.id, row.employeeId, files, now);
      return dropped.map((evidence) => evidence.storedName);
    });
  } catch (error) {
    await removeEvidenceFiles(
      deps.config.dataDir,
      files.map((file) => file.storedName),
    );
    throw error;
  }
  await removeEvidenceFiles(deps.config.dataDir, removed);
}
