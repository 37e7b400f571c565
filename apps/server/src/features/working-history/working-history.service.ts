import { HttpStatus } from "@portal/contract/common/http";
import type { Paged } from "@portal/contract/common/paging";
import {
  WorkingHistoryLimits,
  WorkingHistoryMessages,
} from "@portal/contract/working-history/working-history.constants";
import type {
  WorkingHistory,
  WorkingHistoryInput,
  WorkingHistoryQuery,
} from "@portal/contract/working-history/working-history.schema";
import type { AppDeps } from "../../app-deps";
import { nowIso } from "../../db/database";
import { AppError, type AppErrorField } from "../../lib/app-error";
import { companyDate } from "../../lib/company-date";
import { visibleOrNotFound } from "../../lib/visible";
import { loadRoles } from "../auth/roles";
import type { SessionClaims } from "../auth/token";
import { toWorkingHistory } from "./working-history.presenter";
import * as histories from "./working-history.repository";

/**
 * Whose history the caller reads: their own, or, for HR only, the employee they name.
 * Anyone else naming another employee is refused (401); HR naming nobody known gets 404.
 */
async function readableEmployeeId(deps: AppDeps, session: SessionClaims, requested: number | undefined) {
  if (requested === undefined || requested === session.employeeId) return session.employeeId;
  const roles = await loadRoles(deps, session.employeeId);
  if (!roles.has("hr")) throw AppError.permissionDenied();
  if (!(await histories.employeeExists(deps.db, requested))) throw AppError.notFound();
  return requested;
}

/** A page of an employee's working history, current positions first. */
export async function listWorkingHistory(
  deps: AppDeps,
  session: SessionClaims,
  query: WorkingHistoryQuery,
  page: { page: number; size: number },
): Promise<Paged<WorkingHistory>> {
  const employeeId = await readableEmployeeId(deps, session, query.employeeId);
  const [rows, totalCount] = await Promise.all([
    histories.findPageByEmployeeId(deps.db, employeeId, (page.page - 1) * page.size, page.size),
    histories.countByEmployeeId(deps.db, employeeId),
  ]);
  return { data: rows.map((row) => toWorkingHistory(row, session.employeeId)), totalCount };
}

/** Months after the current one (in Japan) cannot have been worked yet. */
function refuseFutureMonths(deps: AppDeps, input: WorkingHistoryInput): void {
  const thisMonth = companyDate(deps.clock.now()).slice(0, 7);
  const fields: AppErrorField[] = [];
  if (input.fromMonth > thisMonth)
    fields.push({ field: "fromMonth", messageKey: WorkingHistoryMessages.monthInFuture });
  if (input.toMonth !== null && input.toMonth > thisMonth) {
    fields.push({ field: "toMonth", messageKey: WorkingHistoryMessages.monthInFuture });
  }
  if (fields.length > 0) throw new AppError(HttpStatus.badRequest, "common.invalidRequest", { fields });
}

function columnsOf(input: WorkingHistoryInput) {
  return {
    companyName: input.companyName,
    projectName: input.projectName,
    role: input.role,
    fromMonth: input.fromMonth,
    toMonth: input.toMonth,
    technologies: input.technologies,
    description: input.description,
  };
}

/** Adds a record to the caller's own history (never anyone else's). */
export async function createWorkingHistory(
  deps: AppDeps,
  session: SessionClaims,
  input: WorkingHistoryInput,
): Promise<WorkingHistory> {
  refuseFutureMonths(deps, input);
  const now = nowIso();
  const row = await deps.db.transaction().execute(async (trx) => {
    const count = await histories.countByEmployeeId(trx, session.employeeId);
    if (count >= WorkingHistoryLimits.maxRecords) {
      throw new AppError(HttpStatus.badRequest, WorkingHistoryMessages.tooManyRecords, {
        params: { max: WorkingHistoryLimits.maxRecords },
      });
    }
    return histories.create(trx, {
      employeeId: session.employeeId,
      ...columnsOf(input),
      createdAt: now,
      updatedAt: now,
    });
  });
  return toWorkingHistory(row, session.employeeId);
}

/**
 * The record, when it is the caller's. Unknown, or someone else's the caller may not read (only
 * HR reads others' histories): 404 alike, so an id reveals nothing; another's that HR reads: 401.
 */
async function findOwn(deps: AppDeps, session: SessionClaims, id: number) {
  const found = await histories.findById(deps.db, id);
  const isOwn = found?.employeeId === session.employeeId;
  const isHr = found !== undefined && !isOwn && (await loadRoles(deps, session.employeeId)).has("hr");
  const row = visibleOrNotFound(found, () => isOwn || isHr);
  if (!isOwn) throw new AppError(HttpStatus.permissionDenied, WorkingHistoryMessages.onlyOwnRecords);
  return row;
}

export async function updateWorkingHistory(
  deps: AppDeps,
  session: SessionClaims,
  id: number,
  input: WorkingHistoryInput,
): Promise<WorkingHistory> {
  await findOwn(deps, session, id);
  refuseFutureMonths(deps, input);
  const row = await histories.update(deps.db, id, { ...columnsOf(input), updatedAt: nowIso() });
  return toWorkingHistory(row, session.employeeId);
}

export async function deleteWorkingHistory(deps: AppDeps, session: SessionClaims, id: number): Promise<void> {
  await findOwn(deps, session, id);
  await histories.remove(deps.db, id);
}

/** How many records an employee's working history holds (the employee self-check asks). */
export function countWorkingHistory(deps: AppDeps, employeeId: number): Promise<number> {
  return histories.countByEmployeeId(deps.db, employeeId);
}
