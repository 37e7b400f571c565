import { dueStatutoryGrants } from "@portal/contract/leave/leave-balance";
import type { Db } from "../../db/database";
import { activeStatus } from "../../lib/employee-status";
import * as grants from "./leave-grant.repository";

/** The code of statutory annual paid leave among the leave types. */
export const annualLeaveCode = "ANNUAL";

/** Employees read per page when granting. */
const pageSize = 200;

export interface GrantRunCounts {
  /** Employees looked at. */
  employees: number;
  /** Grants made (a reference date whose attendance fell short is recorded with 0 hours). */
  granted: number;
}

/**
 * Makes every statutory annual leave grant that has fallen due by `today` and is not there yet, for
 * every active employee: the law's days for their service and work pattern on each reference date
 * (attendance counted as full until attendance records exist; docs/decisions/040). Safe to run
 * again: a date already granted is skipped, and the database refuses a second law grant for it.
 */
export async function grantDueAnnualLeave(
  db: Db,
  today: string,
  at: string,
  afterPage: (counts: GrantRunCounts) => Promise<void> = async () => {},
): Promise<GrantRunCounts> {
  const annual = await grants.findLeaveTypeByCode(db, annualLeaveCode);
  const counts: GrantRunCounts = { employees: 0, granted: 0 };
  if (!annual) return counts;
  let afterId = 0;
  for (;;) {
    const employees = await grants.findEmployeesForGrants(db, activeStatus, { afterId, limit: pageSize });
    if (employees.length === 0) break;
    afterId = employees[employees.length - 1]?.id ?? afterId;
    const made = await grants.findLawGrantDates(
      db,
      employees.map((employee) => employee.id),
      annual.id,
    );
    const rows = employees.flatMap((employee) => {
      const granted = new Set(
        made.filter((row) => row.employeeId === employee.id).map((row) => row.grantDate),
      );
      const pattern = { daysPerWeek: employee.workDaysPerWeek, hoursPerWeek: employee.workHoursPerWeek };
      return dueStatutoryGrants(employee.joinedDate ?? today, pattern, today, granted).map((due) => ({
        employeeId: employee.id,
        leaveTypeId: annual.id,
        grantDate: due.grantDate,
        expiresOn: due.expiresOn,
        hours: due.hours,
        source: "law",
        serviceMonths: due.serviceMonths,
        attendancePercent: 100,
        createdBy: null,
        createdAt: at,
      }));
    });
    counts.employees += employees.length;
    counts.granted += await grants.insertGrants(db, rows);
    await afterPage(counts);
  }
  return counts;
}
