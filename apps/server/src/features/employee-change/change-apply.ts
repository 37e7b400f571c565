import type { ChangeRequestKind } from "@portal/contract/employee-change/employee-change.constants";
import type { FieldChange } from "@portal/contract/employee-change/employee-change.schema";
import type { AppDeps } from "../../app-deps";
import type { Db } from "../../db/database";
import { companyDate } from "../../lib/company-date";
import { applyBankAccountRequest } from "../bank-account/bank-account-apply";
import { profileValuesOf, type StoredProfileField, writeProfileValues } from "../employee/employee.service";
import { applyEducationRequest } from "../employee-education/education-values";
import { announceOutcome } from "./change-events";
import { parseChanges } from "./employee-change.presenter";
import type { ChangeRequestRow } from "./employee-change.repository";
import * as requests from "./employee-change.repository";
import { recordFieldChanges } from "./field-history.service";
import { recordHomeAddress } from "./home-address.service";

/** Writes profile values asked for; answers each field's value before (now) and after. */
async function applyProfileValues(
  trx: Db,
  employeeId: number,
  changes: FieldChange[],
  appliedAt: string,
): Promise<FieldChange[]> {
  const fields = changes.map((change) => change.field as StoredProfileField);
  const current = await profileValuesOf(trx, employeeId, fields);
  await writeProfileValues(
    trx,
    employeeId,
    Object.fromEntries(changes.map((change) => [change.field, change.newValue])),
    appliedAt,
  );
  return changes.map((change) => ({
    field: change.field,
    oldValue: current[change.field as StoredProfileField] ?? null,
    newValue: change.newValue,
  }));
}

/** The new home address: the profile's address fields and date, and a row of the address history. */
async function applyAddress(trx: Db, row: ChangeRequestRow, changes: FieldChange[], appliedAt: string) {
  const withDate = [...changes, { field: "changeAddressDate", oldValue: null, newValue: row.effectiveDate }];
  const applied = await applyProfileValues(trx, row.employeeId, withDate, appliedAt);
  const value = (field: string) => changes.find((change) => change.field === field)?.newValue ?? null;
  await recordHomeAddress(
    trx,
    {
      employeeId: row.employeeId,
      postCode: value("postCode") ?? "",
      prefecture: value("prefecture") ?? "",
      city: value("city") ?? "",
      town: value("town"),
      building: value("building"),
      changeAddressDate: row.effectiveDate,
      requestId: row.id,
    },
    appliedAt,
  );
  return applied;
}

async function applyChanges(trx: Db, row: ChangeRequestRow, appliedAt: string): Promise<FieldChange[]> {
  const changes = parseChanges(row.changes);
  switch (row.kind) {
    case "address":
      return applyAddress(trx, row, changes, appliedAt);
    case "bankAccount":
      return applyBankAccountRequest(trx, { ...row, isDelete: row.isDelete === 1, changes }, appliedAt);
    case "education": {
      const files = await requests.findEvidencesOf(trx, [row.id]);
      const result = await applyEducationRequest(trx, { ...row, changes }, files, appliedAt);
      if (row.targetId === null) await requests.setTarget(trx, row.id, result.educationId);
      return result.changes;
    }
    default:
      return applyProfileValues(trx, row.employeeId, changes, appliedAt);
  }
}

/**
 * Applies an approved request inside the caller's transaction: claims it first (a conditional
 * write of applied_at, so of the approval and any number of job runs exactly one applies it),
 * then writes the values and the field history (the old value as it is now). Answers whether
 * this call applied it.
 */
export async function applyApprovedRequest(
  trx: Db,
  row: ChangeRequestRow,
  appliedAt: string,
): Promise<boolean> {
  if (!(await requests.claimForApply(trx, row.id, appliedAt))) return false;
  const changes = await applyChanges(trx, row, appliedAt);
  await recordFieldChanges(trx, {
    employeeId: row.employeeId,
    requestId: row.id,
    kind: row.kind as ChangeRequestKind,
    changes,
    effectiveDate: row.effectiveDate,
    appliedAt,
    requestedBy: row.employeeId,
    approvedBy: row.decidedBy,
  });
  return true;
}

/** How a run of the applier went: requests found due, applied by this run, failed. */
export interface ApplyCounts {
  total: number;
  success: number;
  failed: number;
}

/**
 * Applies every approved request whose effective date (in Japan) has come, each in its own
 * transaction, and tells its owner. Safe with several instances running it at once (a request
 * another run applied first is not counted). A request that fails is reported and left for the
 * next run. `progress` hears the counts every few requests.
 */
export async function applyDueChangeRequestsCounted(
  deps: AppDeps,
  options: {
    onError?: (error: unknown, requestId: number) => void;
    progress?: (counts: ApplyCounts) => Promise<void>;
  } = {},
): Promise<ApplyCounts> {
  const due = await requests.findDue(deps.db, companyDate(deps.clock.now()), 500);
  const counts: ApplyCounts = { total: due.length, success: 0, failed: 0 };
  let handled = 0;
  for (const row of due) {
    let applied = false;
    try {
      const appliedAt = deps.clock.now().toISOString();
      applied = await deps.db.transaction().execute((trx) => applyApprovedRequest(trx, row, appliedAt));
      if (applied) counts.success++;
      else counts.total--;
    } catch (error) {
      counts.failed++;
      options.onError?.(error, row.id);
    }
    // Applied is applied: a notification that fails is logged, not counted against the request.
    if (applied)
      await announceOutcome(deps, row, "applied").catch((error) => options.onError?.(error, row.id));
    if (++handled % 10 === 0) await options.progress?.(counts);
  }
  return counts;
}

/** Applies the due requests (see applyDueChangeRequestsCounted); answers how many this run applied. */
export async function applyDueChangeRequests(
  deps: AppDeps,
  onError: (error: unknown, requestId: number) => void = () => {},
): Promise<number> {
  return (await applyDueChangeRequestsCounted(deps, { onError })).success;
}
