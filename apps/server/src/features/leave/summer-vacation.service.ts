import { LeaveHours } from "@portal/contract/leave/leave.constants";
import type {
  AddSummerVacation,
  SummerVacationDates,
  SummerVacationResult,
} from "@portal/contract/leave/summer-vacation.schema";
import type { AppDeps } from "../../app-deps";
import { companyToday } from "../../lib/company-date";
import { activeStatus } from "../../lib/employee-status";
import { requireRole } from "../auth/roles";
import type { SessionClaims } from "../auth/token";
import { findLeaveTypeByCode, insertGrants } from "./leave-grant.repository";
import { findLeaveSettings } from "./leave-request.repository";
import * as summer from "./summer-vacation.repository";

/** The code of summer vacation among the leave types. */
const summerCode = "SUMMER";

/** A year's summer window from the settings' month-days (07-01 to 09-30 by default). */
async function windowOf(deps: AppDeps, year: number) {
  const settings = await findLeaveSettings(deps.db);
  return { from: `${year}-${settings.summerFrom}`, to: `${year}-${settings.summerTo}`, settings };
}

async function summerType(deps: AppDeps) {
  const type = await findLeaveTypeByCode(deps.db, summerCode);
  if (!type) throw new Error("the summer vacation leave type is missing");
  return type;
}

/**
 * POST employee/addSummerVacation (HR): the year's summer days to every active employee (or those
 * named) who has none yet, to take from the window's first day to its last. Safe to call again:
 * nobody gets the days twice.
 */
export async function addSummerVacation(
  deps: AppDeps,
  session: SessionClaims,
  input: AddSummerVacation,
): Promise<SummerVacationResult> {
  await requireRole(deps, session.employeeId, "hr");
  const type = await summerType(deps);
  const window = await windowOf(deps, input.year);
  const days = input.days ?? window.settings.summerDays;
  const employees = await summer.findEmployeesWithoutSummerGrant(
    deps.db,
    type.id,
    window,
    activeStatus,
    input.employeeIds,
  );
  const now = deps.clock.now().toISOString();
  const granted = await insertGrants(
    deps.db,
    employees.map((employee) => ({
      employeeId: employee.id,
      leaveTypeId: type.id,
      grantDate: window.from,
      expiresOn: window.to,
      hours: days * LeaveHours.fullDay,
      source: "summer",
      serviceMonths: null,
      attendancePercent: null,
      reason: `${input.year}`,
      createdBy: session.employeeId,
      createdAt: now,
    })),
  );
  return { year: input.year, employees: granted };
}

/**
 * POST employee/resetSummerVacation (HR): the year's summer days nobody took are taken back: a
 * grant never drawn on goes, one partly used keeps what was used. Answers how many were changed.
 */
export async function resetSummerVacation(
  deps: AppDeps,
  session: SessionClaims,
  year: number,
): Promise<SummerVacationResult> {
  await requireRole(deps, session.employeeId, "hr");
  const type = await summerType(deps);
  const window = await windowOf(deps, year);
  const grants = await summer.findSummerGrants(deps.db, type.id, window);
  const unused = grants.filter((grant) => Number(grant.drawn) === 0).map((grant) => grant.id);
  const partly = grants.filter((grant) => Number(grant.drawn) > 0 && Number(grant.drawn) < grant.hours);
  await deps.db.transaction().execute(async (trx) => {
    await summer.deleteGrants(trx, unused);
    for (const grant of partly) await summer.setGrantHours(trx, grant.id, Number(grant.drawn));
  });
  return { year, employees: unused.length + partly.length };
}

/** GET config/summer-vacation-extension-date: this year's window and the last day to ask for more. */
export async function summerVacationDates(deps: AppDeps): Promise<SummerVacationDates> {
  const year = Number(companyToday(deps).slice(0, 4));
  const window = await windowOf(deps, year);
  return { from: window.from, to: window.to, date: window.settings.summerExtensionUntil };
}
