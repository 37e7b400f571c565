import type { Db } from "../../db/database";
import { personName } from "../../lib/person-name";

/** What HR's leave reports read: queries only (docs/decisions/040). */

/** The law's grants of a type made from `since` on, with their active employees' names. */
export function findLawGrantsSince(db: Db, leaveTypeId: number, since: string, activeStatus: number) {
  return db
    .selectFrom("leaveGrants as g")
    .innerJoin("employees as e", "e.id", "g.employeeId")
    .innerJoin("departments as d", "d.id", "e.deptId")
    .select([
      "g.id",
      "g.employeeId",
      "g.grantDate",
      "g.expiresOn",
      "g.hours",
      personName("e").as("employeeName"),
      "e.employeeCode",
      "d.nameEn as departmentEn",
      "d.nameJa as departmentJa",
      "d.leaderEmployeeId",
    ])
    .where("g.leaveTypeId", "=", leaveTypeId)
    .where("g.source", "=", "law")
    .where("g.grantDate", ">=", since)
    .where("e.status", "=", activeStatus)
    .orderBy("g.employeeId")
    .orderBy("g.grantDate")
    .execute();
}

/** The days of a type's requests in these statuses from `from` to `to`, for everyone. */
export function findRequestDaysBetween(
  db: Db,
  leaveTypeId: number,
  range: { from: string; to: string },
  statuses: readonly number[],
) {
  return db
    .selectFrom("leaveRequestDays as d")
    .innerJoin("leaveRequests as r", "r.id", "d.requestId")
    .select(["d.employeeId", "d.date", "d.hours", "r.duration"])
    .where("r.leaveTypeId", "=", leaveTypeId)
    .where("r.status", "in", [...statuses])
    .where("d.date", ">=", range.from)
    .where("d.date", "<=", range.to)
    .orderBy("d.date")
    .execute();
}

/** Records a reminder as sent; false when it was already (another run, another instance). */
export async function claimReminder(
  db: Db,
  values: { employeeId: number; grantDate: string; months: number; sentAt: string },
): Promise<boolean> {
  const inserted = await db
    .insertInto("leaveReminders")
    .values(values)
    .onConflict((conflict) => conflict.doNothing())
    .returning("id")
    .execute();
  return inserted.length > 0;
}
