import type { AppLanguage } from "@portal/contract/common/culture";
import { HttpStatus } from "@portal/contract/common/http";
import {
  type ChangeProfile,
  type ChangeWorkplace,
  type EmployeeProfile,
  ProfileMessages,
} from "@portal/contract/employee/employee.schema";
import type { AppDeps } from "../../app-deps";
import type { Db } from "../../db/database";
import { AppError } from "../../lib/app-error";
import { companyDate } from "../../lib/company-date";
import type { SessionClaims } from "../auth/token";
import { getAvatarUrl } from "../employee-avatar/employee-avatar.service";
import { recordFieldChanges } from "../employee-change/field-history.service";
import { toEmployeeProfile } from "./employee.presenter";
import type { StoredProfileField } from "./employee.repository";
import * as employees from "./employee.repository";
import { jobRankOn } from "./employee-master.service";

export type { StoredProfileField } from "./employee.repository";

/** The signed-in employee's own profile. */
export async function getOwnProfile(
  deps: AppDeps,
  session: SessionClaims,
  language: AppLanguage,
): Promise<EmployeeProfile> {
  const [row, avatarURL, jobRank] = await Promise.all([
    employees.findProfileById(deps.db, session.employeeId),
    getAvatarUrl(deps, session),
    jobRankOn(deps, session.employeeId, companyDate(deps.clock.now()), language),
  ]);
  if (!row) throw AppError.sessionExpired();
  // The rank comes from the job-rank history unless HR's record names one.
  const ranked = {
    ...row,
    displayJobRank: row.displayJobRank ?? jobRank?.name ?? null,
    level: row.level ?? (jobRank ? String(jobRank.level) : null),
  };
  return toEmployeeProfile(ranked, {
    company: deps.config.company,
    language,
    avatarURL: avatarURL || null,
    allowance: row.commutingAllowanceLimit ?? deps.config.commuting.allowanceLimit,
  });
}

/**
 * The stored values of profile fields of an employee, for change requests (old values) and their
 * application. Throws when the employee is gone. Pass the transaction's handle inside one.
 */
export async function profileValuesOf(
  db: Db,
  employeeId: number,
  fields: readonly StoredProfileField[],
): Promise<Partial<Record<StoredProfileField, string | null>>> {
  const values = await employees.findProfileValues(db, employeeId, fields);
  if (!values) throw AppError.notFound();
  return values;
}

/** Writes profile field values (an applied change request); the caller records the history. */
export function writeProfileValues(
  db: Db,
  employeeId: number,
  values: Partial<Record<StoredProfileField, string | null>>,
  updatedAt: string,
): Promise<void> {
  return employees.updateProfileValues(db, employeeId, values, updatedAt);
}

/**
 * Changes the caller's own fields at once and records each changed one in the field history (kind
 * profile, no request). A body without any field is a 400; values equal to the stored ones change
 * nothing and leave no history.
 */
async function changeOwnFields(
  deps: AppDeps,
  session: SessionClaims,
  input: Partial<Record<StoredProfileField, string | null | undefined>>,
  language: AppLanguage,
): Promise<EmployeeProfile> {
  const given = Object.entries(input).filter(([, value]) => value !== undefined) as [
    StoredProfileField,
    string | null,
  ][];
  if (given.length === 0) throw new AppError(HttpStatus.badRequest, ProfileMessages.nothingToChange);
  const now = deps.clock.now();
  await deps.db.transaction().execute(async (trx) => {
    const current = await profileValuesOf(
      trx,
      session.employeeId,
      given.map(([field]) => field),
    );
    const changes = given
      .map(([field, newValue]) => ({ field, oldValue: current[field] ?? null, newValue }))
      .filter((change) => change.oldValue !== change.newValue);
    if (changes.length === 0) return;
    await employees.updateProfileValues(
      trx,
      session.employeeId,
      Object.fromEntries(changes.map((change) => [change.field, change.newValue])),
      now.toISOString(),
    );
    await recordFieldChanges(trx, {
      employeeId: session.employeeId,
      requestId: null,
      kind: "profile",
      changes,
      effectiveDate: companyDate(now),
      appliedAt: now.toISOString(),
      requestedBy: session.employeeId,
      approvedBy: null,
    });
  });
  return getOwnProfile(deps, session, language);
}

/** PUT employee/changeProfile: the table's `direct` fields. */
export function changeProfile(
  deps: AppDeps,
  session: SessionClaims,
  input: ChangeProfile,
  language: AppLanguage,
): Promise<EmployeeProfile> {
  return changeOwnFields(deps, session, input, language);
}

/** PUT employee/changeWorkplace: the table's `workplace` fields. */
export function changeWorkplace(
  deps: AppDeps,
  session: SessionClaims,
  input: ChangeWorkplace,
  language: AppLanguage,
): Promise<EmployeeProfile> {
  return changeOwnFields(deps, session, input, language);
}
