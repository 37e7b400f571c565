import type { AppLanguage } from "@portal/contract/common/culture";
import type { Paged } from "@portal/contract/common/paging";
import {
  customerContractTypes,
  degreeLevels,
  fjpContractTypes,
  longTermOffTypes,
  type SelfCheckItem,
  selfCheckItems,
  visaKinds,
} from "@portal/contract/employee/employee-master.constants";
import type {
  AccountSummary,
  AllEmployeeQuery,
  EmployeeChoice,
  EmployeeContract,
  EmployeeListItem,
  JobRank,
  JobRankHistoryEntry,
  JobRankHistoryFilterQuery,
  JobRankHistoryRow,
  MasterItem,
  SelfCheck,
} from "@portal/contract/employee/employee-master.schema";
import type { AppDeps } from "../../app-deps";
import { AppError } from "../../lib/app-error";
import { companyDate } from "../../lib/company-date";
import { activeStatus } from "../../lib/employee-status";
import { translate } from "../../lib/i18n";
import { loadRoles, requireRole } from "../auth/roles";
import type { SessionClaims } from "../auth/token";
import { countWorkingHistory } from "../working-history/working-history.service";
import {
  toAccountSummary,
  toEmployeeChoice,
  toEmployeeContract,
  toEmployeeListItem,
  toJobRank,
  toJobRankHistoryEntry,
  toJobRankHistoryRow,
  toMasterItem,
  toPosition,
} from "./employee-master.presenter";
import * as masters from "./employee-master.repository";

const today = (deps: AppDeps) => companyDate(deps.clock.now());

/** The fixed master lists, by the name of the call that answers each. */
const fixedLists = {
  contractTypes: customerContractTypes,
  fjpContractTypes,
  degreeLevels,
  visaKinds,
  longTermOffTypes,
} as const;

/** A fixed master list named in the caller's language (any signed-in user). */
export function listFixedMaster(list: keyof typeof fixedLists, language: AppLanguage): MasterItem[] {
  return fixedLists[list].map((item) => toMasterItem(item, language));
}

export async function listJobRanks(deps: AppDeps, language: AppLanguage): Promise<JobRank[]> {
  return (await masters.findJobRanks(deps.db)).map((row) => toJobRank(row, language));
}

export async function listPositions(deps: AppDeps, language: AppLanguage): Promise<MasterItem[]> {
  return (await masters.findPositions(deps.db)).map((row) => toPosition(row, language));
}

/** all: the active employees for pickers (any signed-in user; no private columns). */
export async function listActiveEmployees(deps: AppDeps, language: AppLanguage): Promise<EmployeeChoice[]> {
  const rows = await masters.findActiveEmployees(deps.db, activeStatus);
  return rows.map((row) => toEmployeeChoice(row, language));
}

/**
 * allEmployee: every employee, HR and administrators only. The personnel columns (joined date,
 * contract type) are HR's: an administrator reads them as any colleague would, as null.
 */
export async function listAllEmployees(
  deps: AppDeps,
  session: SessionClaims,
  query: AllEmployeeQuery,
  language: AppLanguage,
): Promise<EmployeeListItem[]> {
  const roles = await loadRoles(deps, session.employeeId);
  if (!roles.has("hr") && !roles.has("administrator")) throw AppError.permissionDenied();
  const rows = await masters.findAllEmployees(deps.db, query.status);
  const reader = roles.has("hr") ? "hr" : "colleague";
  return rows.map((row) => toEmployeeListItem(row, language, reader));
}

/** getEmployeeAccountByLeader: the members of the departments the caller leads. */
export async function listLedMembers(
  deps: AppDeps,
  session: SessionClaims,
  language: AppLanguage,
): Promise<EmployeeChoice[]> {
  await requireRole(deps, session.employeeId, "departmentLeader");
  const rows = await masters.findMembersLedBy(deps.db, session.employeeId, activeStatus);
  return rows.map((row) => toEmployeeChoice(row, language));
}

/**
 * Whose records the caller reads: their own, or, for HR only, any employee's. Anyone else naming
 * another employee is refused (401); HR naming nobody known gets 404.
 */
async function readableEmployeeId(deps: AppDeps, session: SessionClaims, requested: number | undefined) {
  if (requested === undefined || requested === session.employeeId) return session.employeeId;
  const roles = await loadRoles(deps, session.employeeId);
  if (!roles.has("hr")) throw AppError.permissionDenied();
  if (!(await masters.findEmployeeById(deps.db, requested))) throw AppError.notFound();
  return requested;
}

/** An employee's job-rank steps in force at some time during the year, oldest first. */
export async function getJobRankHistory(
  deps: AppDeps,
  session: SessionClaims,
  params: { employeeId: number; year: number },
  language: AppLanguage,
): Promise<JobRankHistoryEntry[]> {
  const employeeId = await readableEmployeeId(deps, session, params.employeeId);
  const steps = (await masters.findStepsByEmployeeId(deps.db, employeeId)).map((row) =>
    toJobRankHistoryEntry(row, language),
  );
  const first = `${params.year}-01-01`;
  const last = `${params.year}-12-31`;
  return steps.filter(
    (step) => step.effectiveDate <= last && (step.endDate === null || step.endDate >= first),
  );
}

/** The job rank an employee holds on `date` (YYYY-MM-DD), or null before their first step. */
export async function jobRankOn(
  deps: AppDeps,
  employeeId: number,
  date: string,
  language: AppLanguage,
): Promise<{ name: string; level: number } | null> {
  const steps = await masters.findStepsByEmployeeId(deps.db, employeeId);
  const step = steps.findLast((row) => row.effectiveDate <= date);
  if (!step) return null;
  return { name: language === "ja" ? step.rankNameJa : step.rankNameEn, level: step.rankLevel };
}

/** HR's search over everyone's job-rank history, newest step first. */
export async function searchJobRankHistory(
  deps: AppDeps,
  session: SessionClaims,
  filter: JobRankHistoryFilterQuery,
  page: { page: number; size: number },
  language: AppLanguage,
): Promise<Paged<JobRankHistoryRow>> {
  await requireRole(deps, session.employeeId, "hr");
  const [rows, totalCount] = await Promise.all([
    masters.findStepsPage(deps.db, filter, (page.page - 1) * page.size, page.size),
    masters.countSteps(deps.db, filter),
  ]);
  return { data: rows.map((row) => toJobRankHistoryRow(row, language)), totalCount };
}

/** employee-contracts: the caller's contracts, or (HR) the named employee's, newest first. */
export async function listEmployeeContracts(
  deps: AppDeps,
  session: SessionClaims,
  requested: number | undefined,
  language: AppLanguage,
): Promise<EmployeeContract[]> {
  const employeeId = await readableEmployeeId(deps, session, requested);
  const rows = await masters.findContractsByEmployeeId(deps.db, employeeId);
  const date = today(deps);
  return rows.map((row) => toEmployeeContract(row, date, language));
}

const isFilled = (value: string | null) => value !== null && value.trim() !== "";

/** employeeChe/self-che: which of the caller's own records are complete. */
export async function getSelfCheck(
  deps: AppDeps,
  session: SessionClaims,
  language: AppLanguage,
): Promise<SelfCheck> {
  const employee = await masters.findEmployeeById(deps.db, session.employeeId);
  if (!employee) throw AppError.sessionExpired();
  const date = today(deps);
  const [contracts, steps, historyCount] = await Promise.all([
    masters.findContractsByEmployeeId(deps.db, employee.id),
    masters.findStepsByEmployeeId(deps.db, employee.id),
    countWorkingHistory(deps, employee.id),
  ]);
  const done: Record<SelfCheckItem, boolean> = {
    homeAddress: [employee.postCode, employee.prefecture, employee.city, employee.town].every(isFilled),
    phone: isFilled(employee.tel),
    birthday: isFilled(employee.birthday),
    nationality: isFilled(employee.nationality),
    workingPlace: employee.workingPlaceId !== null,
    contract: contracts.some((row) => toEmployeeContract(row, date, language).isCurrent),
    jobRank: steps.some((step) => step.effectiveDate <= date),
    workingHistory: historyCount > 0,
  };
  const items = selfCheckItems.map((item) => ({
    item,
    label: translate(language, `employeeMaster.selfCheck.${item}`),
    isComplete: done[item],
  }));
  const completedCount = items.filter((entry) => entry.isComplete).length;
  return { items, completedCount, totalCount: items.length, isComplete: completedCount === items.length };
}

/** account: the caller's account, current job rank and the roles computed from their record. */
export async function getAccountSummary(
  deps: AppDeps,
  session: SessionClaims,
  language: AppLanguage,
): Promise<AccountSummary> {
  const employee = await masters.findEmployeeById(deps.db, session.employeeId);
  if (!employee) throw AppError.sessionExpired();
  const [roles, steps] = await Promise.all([
    loadRoles(deps, session.employeeId),
    masters.findStepsByEmployeeId(deps.db, employee.id),
  ]);
  const date = today(deps);
  const current = steps.filter((step) => step.effectiveDate <= date).at(-1);
  const jobRank = current ? toJobRankHistoryEntry(current, language).jobRank : null;
  return toAccountSummary(employee, roles, jobRank, language);
}

/** checkRoleAdmin: whether the caller is an administrator, read from their record only. */
export async function checkRoleAdmin(deps: AppDeps, session: SessionClaims): Promise<{ isAdmin: boolean }> {
  const roles = await loadRoles(deps, session.employeeId);
  return { isAdmin: roles.has("administrator") };
}
