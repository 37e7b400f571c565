import type { Db } from "../../db/database";

export function findByAccount(db: Db, account: string) {
  return db
    .selectFrom("accounts")
    .innerJoin("employees", "employees.id", "accounts.employeeId")
    .select([
      "accounts.employeeId",
      "accounts.passwordHash",
      "accounts.sms",
      "accounts.seatAdmin",
      "accounts.delegator",
      "accounts.ownerNda",
      "accounts.fesAdmin",
      "accounts.ndaAdmin",
      "employees.account",
      "employees.displayName",
      "employees.timesheetMode",
      "employees.status",
    ])
    .where("employees.account", "=", account)
    .executeTakeFirst();
}

export async function countLedDepartments(db: Db, employeeId: number): Promise<number> {
  const row = await db
    .selectFrom("departments")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("leaderEmployeeId", "=", employeeId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
