import type { AppLanguage } from "@portal/contract/common/culture";
import { addDays } from "@portal/contract/common/dates";
import type { Paged } from "@portal/contract/common/paging";
import { LeaveDuration, LeaveHours, LeaveStatus } from "@portal/contract/leave/leave.constants";
import type { ObligationRow } from "@portal/contract/leave/leave.schema";
import { obligationGrantOn, obligationProgress } from "@portal/contract/leave/leave-balance";
import { periodEnd } from "@portal/contract/leave/leave-grants";
import type { AppDeps } from "../../app-deps";
import { companyToday } from "../../lib/company-date";
import { toCsv } from "../../lib/csv";
import { activeStatus } from "../../lib/employee-status";
import { translate } from "../../lib/i18n";
import { requireRole } from "../auth/roles";
import type { SessionClaims } from "../auth/token";
import { obligationStatuses } from "./leave-balance.service";
import { findLeaveTypeByCode } from "./leave-grant.repository";
import { annualLeaveCode } from "./leave-grant.service";
import * as reports from "./leave-report.repository";

const dayMs = 86_400_000;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / dayMs);

/**
 * Where everyone's 5-day obligation stands today (LSA article 39-7): for each active employee, the
 * latest grant of 10 days or more whose year includes today, with the full and half days taken and
 * booked in that year. Computed from two reads whatever the company's size.
 */
export async function obligationsToday(
  deps: AppDeps,
): Promise<(ObligationRow & { leaderId: number | null })[]> {
  const annual = await findLeaveTypeByCode(deps.db, annualLeaveCode);
  if (!annual) return [];
  const today = companyToday(deps);
  const yearAgo = addDays(today, -366);
  const grants = await reports.findLawGrantsSince(deps.db, annual.id, yearAgo, activeStatus);
  const byEmployee = new Map<number, typeof grants>();
  for (const grant of grants)
    byEmployee.set(grant.employeeId, [...(byEmployee.get(grant.employeeId) ?? []), grant]);
  const current = new Map<number, (typeof grants)[number]>();
  for (const [employeeId, own] of byEmployee) {
    const grant = obligationGrantOn(own, today);
    if (grant) current.set(employeeId, grant);
  }
  if (current.size === 0) return [];
  const days = await reports.findRequestDaysBetween(
    deps.db,
    annual.id,
    { from: yearAgo, to: addDays(today, 366) },
    obligationStatuses,
  );
  const daysOf = new Map<number, typeof days>();
  for (const day of days) {
    if (day.duration === LeaveDuration.hourly) continue;
    daysOf.set(day.employeeId, [...(daysOf.get(day.employeeId) ?? []), day]);
  }
  return [...current.values()].map((grant) => {
    const granted = { grantDate: grant.grantDate, days: grant.hours / LeaveHours.fullDay };
    const progress = obligationProgress(
      granted,
      (daysOf.get(grant.employeeId) ?? []).map((day) => ({
        date: day.date,
        hours: day.hours,
        taken: day.date < today,
      })),
    );
    return {
      employeeId: grant.employeeId,
      employeeName: grant.employeeName,
      employeeCode: grant.employeeCode,
      departmentEn: grant.departmentEn,
      departmentJa: grant.departmentJa,
      grantDate: grant.grantDate,
      until: progress.until,
      grantedDays: granted.days,
      takenDays: progress.takenDays,
      bookedDays: progress.bookedDays,
      missingDays: progress.missingDays,
      isMet: progress.isMet,
      daysLeft: daysBetween(today, progress.until),
      leaderId: grant.leaderEmployeeId,
    };
  });
}

/**
 * GET leave/obligations (HR): those still short of their 5 days (or everyone concerned), the
 * nearest deadline first, then the most days missing.
 */
export async function listObligations(
  deps: AppDeps,
  session: SessionClaims,
  show: "behind" | "all",
  page: { page: number; size: number },
): Promise<Paged<ObligationRow>> {
  await requireRole(deps, session.employeeId, "hr");
  const rows = (await obligationsToday(deps))
    .filter((row) => show === "all" || !row.isMet)
    .sort(
      (a, b) =>
        a.until.localeCompare(b.until) || b.missingDays - a.missingDays || a.employeeId - b.employeeId,
    );
  const start = (page.page - 1) * page.size;
  return {
    data: rows.slice(start, start + page.size).map(({ leaderId: _leaderId, ...row }) => row),
    totalCount: rows.length,
  };
}

/** Taken statuses: what the ledger records as leave taken. */
const takenStatuses = [LeaveStatus.takenUp, LeaveStatus.closed];

/**
 * GET leave/ledger (HR): the leave ledger (年次有給休暇管理簿, LSA regulation article 24-7) of the
 * grants made in `year`: for each grant its reference date, the days granted, the year's end, and
 * the dates and days taken in that year, in the reader's language. A CSV Excel opens as is.
 */
export async function leaveLedgerCsv(
  deps: AppDeps,
  session: SessionClaims,
  year: number,
  language: AppLanguage,
): Promise<string> {
  await requireRole(deps, session.employeeId, "hr");
  const annual = await findLeaveTypeByCode(deps.db, annualLeaveCode);
  const header = [
    "code",
    "name",
    "department",
    "grantDate",
    "grantedDays",
    "until",
    "takenDays",
    "takenDates",
  ].map((column) => translate(language, `leave.ledger.${column}`));
  if (!annual) return toCsv(header, []);
  const grants = (await reports.findLawGrantsSince(deps.db, annual.id, `${year}-01-01`, activeStatus)).filter(
    (grant) => grant.grantDate <= `${year}-12-31` && grant.hours > 0,
  );
  const days = await reports.findRequestDaysBetween(
    deps.db,
    annual.id,
    { from: `${year}-01-01`, to: `${year + 1}-12-31` },
    takenStatuses,
  );
  const rows = grants.map((grant) => {
    const until = periodEnd(grant.grantDate, 12);
    const taken = days.filter(
      (day) => day.employeeId === grant.employeeId && grant.grantDate <= day.date && day.date <= until,
    );
    const total = taken.reduce((sum, day) => sum + day.hours, 0) / LeaveHours.fullDay;
    return [
      grant.employeeCode,
      grant.employeeName,
      language === "ja" ? grant.departmentJa : grant.departmentEn,
      grant.grantDate,
      grant.hours / LeaveHours.fullDay,
      until,
      total,
      taken.map((day) => `${day.date}(${day.hours / LeaveHours.fullDay})`).join(" "),
    ];
  });
  return toCsv(header, rows);
}
