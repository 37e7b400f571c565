import type { Insertable } from "kysely";
import type { Db } from "../../db/database";
import type { LeaveGrantsTable } from "./leave.table";

/** Leave grants and the leave types they belong to: queries only (docs/decisions/040). */

export async function findLeaveTypeByCode(db: Db, code: string) {
  return db.selectFrom("leaveTypes").selectAll().where("code", "=", code).executeTakeFirst();
}

/** Active employees with a joining date, a page at a time by id: whom the law's grants concern. */
export async function findEmployeesForGrants(
  db: Db,
  activeStatus: number,
  page: { afterId: number; limit: number },
) {
  return db
    .selectFrom("employees")
    .select(["id", "joinedDate", "workDaysPerWeek", "workHoursPerWeek"])
    .where("status", "=", activeStatus)
    .where("joinedDate", "is not", null)
    .where("id", ">", page.afterId)
    .orderBy("id")
    .limit(page.limit)
    .execute();
}

/** The dates of the law's grants already made to these employees for a type. */
export async function findLawGrantDates(db: Db, employeeIds: readonly number[], leaveTypeId: number) {
  if (employeeIds.length === 0) return [];
  return db
    .selectFrom("leaveGrants")
    .select(["employeeId", "grantDate"])
    .where("employeeId", "in", employeeIds)
    .where("leaveTypeId", "=", leaveTypeId)
    .where("source", "=", "law")
    .execute();
}

/** Inserts grants; a law grant already made for its date is left as it is (another run made it). */
export async function insertGrants(db: Db, rows: Insertable<LeaveGrantsTable>[]): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await db
    .insertInto("leaveGrants")
    .values(rows)
    .onConflict((conflict) => conflict.doNothing())
    .returning("id")
    .execute();
  return inserted.length;
}

/** An employee's grants of a type, oldest first. */
export async function findGrantsOf(db: Db, employeeId: number, leaveTypeId: number) {
  return db
    .selectFrom("leaveGrants")
    .selectAll()
    .where("employeeId", "=", employeeId)
    .where("leaveTypeId", "=", leaveTypeId)
    .orderBy("grantDate")
    .orderBy("id")
    .execute();
}

/** The hours drawn on an employee's grants of a type, by grant and day. */
export async function findDrawsOf(db: Db, employeeId: number, leaveTypeId: number) {
  return db
    .selectFrom("leaveDraws")
    .innerJoin("leaveGrants", "leaveGrants.id", "leaveDraws.grantId")
    .select(["leaveDraws.grantId", "leaveDraws.date", "leaveDraws.hours", "leaveDraws.requestId"])
    .where("leaveGrants.employeeId", "=", employeeId)
    .where("leaveGrants.leaveTypeId", "=", leaveTypeId)
    .orderBy("leaveDraws.date")
    .execute();
}

/** The employee, if there is one with this id. */
export function findEmployee(db: Db, employeeId: number) {
  return db.selectFrom("employees").select(["id", "deptId"]).where("id", "=", employeeId).executeTakeFirst();
}

/** The employee, when `leaderId` leads their department. */
export function findEmployeeLedBy(db: Db, employeeId: number, leaderId: number) {
  return db
    .selectFrom("employees")
    .innerJoin("departments", "departments.id", "employees.deptId")
    .select("employees.id")
    .where("employees.id", "=", employeeId)
    .where("departments.leaderEmployeeId", "=", leaderId)
    .executeTakeFirst();
}
