import type { Db } from "../../db/database";

// Queue counts of commuting tickets (the menu numbers).

/** Tickets in these statuses, but for `exceptEmployeeId`'s own (a decider's queue never counts theirs). */
export async function countInStatuses(
  db: Db,
  statuses: readonly number[],
  exceptEmployeeId?: number,
): Promise<number> {
  let query = db
    .selectFrom("commutationTickets")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("status", "in", statuses);
  if (exceptEmployeeId !== undefined) query = query.where("employeeId", "!=", exceptEmployeeId);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Tickets in this status from the departments these leaders lead, never the caller's own. */
export async function countForLeader(
  db: Db,
  callerId: number,
  leaderIds: readonly number[],
  status: number,
): Promise<number> {
  const row = await db
    .selectFrom("commutationTickets")
    .innerJoin("employees", "employees.id", "commutationTickets.employeeId")
    .innerJoin("departments", "departments.id", "employees.deptId")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("departments.leaderEmployeeId", "in", leaderIds)
    .where("commutationTickets.employeeId", "!=", callerId)
    .where("commutationTickets.status", "=", status)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function countOwnInStatuses(db: Db, employeeId: number, statuses: readonly number[]) {
  const row = await db
    .selectFrom("commutationTickets")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("employeeId", "=", employeeId)
    .where("status", "in", statuses)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
