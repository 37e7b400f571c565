import type { Db } from "../../db/database";

function selectAccount(db: Db) {
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
      "accounts.yobi2",
      "accounts.ticketApprover",
      "accounts.administrator",
      "employees.account",
      "employees.email",
      "employees.displayName",
      "employees.fullNameJp",
      "employees.timesheetMode",
      "employees.status",
    ]);
}

export type AccountRow = NonNullable<Awaited<ReturnType<typeof findByAccount>>>;

export function findByAccount(db: Db, account: string) {
  return selectAccount(db).where("employees.account", "=", account).executeTakeFirst();
}

export function findByEmployeeId(db: Db, employeeId: number) {
  return selectAccount(db).where("accounts.employeeId", "=", employeeId).executeTakeFirst();
}

/** The account whose e-mail matches, case-insensitively (SSO maps users by e-mail or UPN). */
export function findByEmail(db: Db, email: string) {
  return selectAccount(db)
    .where((eb) => eb(eb.fn("lower", ["employees.email"]), "=", email.toLowerCase()))
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

/** Every account whose employee has this status (the active ones, for role audiences). */
/** Active accounts: all of them, or those of the employees given. */
export function findActiveAccounts(db: Db, status: number, among?: readonly number[]) {
  let query = selectAccount(db).where("employees.status", "=", status);
  if (among) {
    if (among.length === 0) return Promise.resolve([]);
    query = query.where("accounts.employeeId", "in", among);
  }
  return query.execute();
}

/** The leader of every department that has one (an employee leading two appears twice). */
export async function findDepartmentLeaderIds(db: Db): Promise<number[]> {
  const rows = await db
    .selectFrom("departments")
    .select("leaderEmployeeId")
    .where("leaderEmployeeId", "is not", null)
    .execute();
  return rows.flatMap((row) => (row.leaderEmployeeId === null ? [] : [row.leaderEmployeeId]));
}
