import type { Db } from "../db/database";

/** Employees with status 0 are active and may sign in; others (left, suspended) may not. */
export const activeStatus = 0;

/** The employee when they are active, for calls that name a person (a notification, a help editor). */
export function findActiveEmployee(db: Db, employeeId: number) {
  return db
    .selectFrom("employees")
    .select("id")
    .where("id", "=", employeeId)
    .where("status", "=", activeStatus)
    .executeTakeFirst();
}
