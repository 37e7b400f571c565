import type { Insertable, Selectable, Updateable } from "kysely";
import type { Db } from "../../db/database";
import { personName } from "../../lib/person-name";
import type { CommutationTicketsTable } from "./commutation-ticket.table";

export type TicketRow = Selectable<CommutationTicketsTable> & {
  account: string;
  employeeName: string;
  employeeCode: string;
  deptId: number;
  departmentNameEn: string;
  departmentNameJa: string;
  departmentLeaderId: number | null;
};

/** Tickets with their owner's account, name, code and department. */
export function selectTickets(db: Db) {
  return db
    .selectFrom("commutationTickets")
    .innerJoin("employees", "employees.id", "commutationTickets.employeeId")
    .innerJoin("departments as ownerDepartment", "ownerDepartment.id", "employees.deptId")
    .selectAll("commutationTickets")
    .select([
      "employees.account",
      personName("employees").as("employeeName"),
      "employees.employeeCode",
      "employees.deptId",
      "ownerDepartment.nameEn as departmentNameEn",
      "ownerDepartment.nameJa as departmentNameJa",
      "ownerDepartment.leaderEmployeeId as departmentLeaderId",
    ]);
}

export function findTicket(db: Db, id: number): Promise<TicketRow | undefined> {
  return selectTickets(db).where("commutationTickets.id", "=", id).executeTakeFirst();
}

export function findTicketsOfRoute(db: Db, routeId: number): Promise<TicketRow[]> {
  return selectTickets(db)
    .where("commutationTickets.routeId", "=", routeId)
    .orderBy("commutationTickets.ticketSequence")
    .orderBy("commutationTickets.startDate")
    .orderBy("commutationTickets.id")
    .execute();
}

export function findTicketsByIds(db: Db, ids: readonly number[]): Promise<TicketRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return selectTickets(db).where("commutationTickets.id", "in", ids).execute();
}

/** An employee's tickets, newest start first (their history). */
export function findEmployeeTicketsPage(db: Db, employeeId: number, page: { offset: number; limit: number }) {
  return selectTickets(db)
    .where("commutationTickets.employeeId", "=", employeeId)
    .orderBy("commutationTickets.startDate", "desc")
    .orderBy("commutationTickets.id", "desc")
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countEmployeeTickets(db: Db, employeeId: number): Promise<number> {
  const row = await db
    .selectFrom("commutationTickets")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("employeeId", "=", employeeId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The employee's legs in these statuses overlapping [from, to] (for the route's monthly cost). */
export function findOverlapping(
  db: Db,
  employeeId: number,
  statuses: readonly number[],
  period: { from: string; to: string },
) {
  return db
    .selectFrom("commutationTickets")
    .select(["id", "amount", "duration", "startDate", "endDate"])
    .where("employeeId", "=", employeeId)
    .where("status", "in", statuses)
    .where("startDate", "<=", period.to)
    .where("endDate", ">=", period.from)
    .execute();
}

export async function nextSequence(db: Db, routeId: number): Promise<number> {
  const row = await db
    .selectFrom("commutationTickets")
    .select((eb) => eb.fn.max("ticketSequence").as("max"))
    .where("routeId", "=", routeId)
    .executeTakeFirstOrThrow();
  return Number(row.max ?? 0) + 1;
}

export async function insertTicket(db: Db, values: Insertable<CommutationTicketsTable>): Promise<number> {
  const row = await db
    .insertInto("commutationTickets")
    .values(values)
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Changes a ticket only if it is still in `fromStatus`: of two decisions racing on one ticket,
 * exactly one finds it there. Returns whether this one did.
 */
export async function updateIfStatus(
  db: Db,
  id: number,
  fromStatus: number,
  values: Updateable<CommutationTicketsTable>,
): Promise<boolean> {
  const result = await db
    .updateTable("commutationTickets")
    .set(values)
    .where("id", "=", id)
    .where("status", "=", fromStatus)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteIfStatus(db: Db, id: number, fromStatus: number): Promise<boolean> {
  const result = await db
    .deleteFrom("commutationTickets")
    .where("id", "=", id)
    .where("status", "=", fromStatus)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/**
 * Amounts accepted for a section (either way round) on passes starting on or after `since`, with
 * who held them and whether they went over budget, newest first: what a fare hint is made from.
 */
export function findAcceptedAmounts(
  db: Db,
  section: { departure: string; arrival: string },
  statuses: readonly number[],
  since: string,
) {
  return db
    .selectFrom("commutationTickets")
    .select(["employeeId", "duration", "amount", "overBudget", "updatedAt"])
    .where((eb) =>
      eb.or([
        eb.and([eb("departure", "=", section.departure), eb("arrival", "=", section.arrival)]),
        eb.and([eb("departure", "=", section.arrival), eb("arrival", "=", section.departure)]),
      ]),
    )
    .where("status", "in", statuses)
    .where("startDate", ">=", since)
    .orderBy("updatedAt", "desc")
    .limit(500)
    .execute();
}

/**
 * Tickets in this status from the departments these leaders lead (the caller's own and those
 * delegated to them), never the caller's own tickets; oldest first.
 */
export function findForLeader(
  db: Db,
  callerId: number,
  leaderIds: readonly number[],
  status: number,
): Promise<TicketRow[]> {
  return selectTickets(db)
    .where("ownerDepartment.leaderEmployeeId", "in", leaderIds)
    .where("commutationTickets.employeeId", "!=", callerId)
    .where("commutationTickets.status", "=", status)
    .orderBy("commutationTickets.submittedAt")
    .orderBy("commutationTickets.id")
    .execute();
}

/** Which of these tickets already have a continuation asked for or in force. */
export async function findContinuedIds(
  db: Db,
  ticketIds: readonly number[],
  statuses: readonly number[],
): Promise<Set<number>> {
  if (ticketIds.length === 0) return new Set();
  // The statuses are checked here, not in SQL: with them in the WHERE clause SQLite walks the status
  // index (most tickets) instead of the few continuations of these tickets.
  const rows = await db
    .selectFrom("commutationTickets")
    .select(["previousTicketId", "status"])
    .where("previousTicketId", "in", ticketIds)
    .execute();
  return new Set(
    rows
      .filter((row) => statuses.includes(row.status))
      .map((row) => row.previousTicketId)
      .filter((id) => id !== null),
  );
}

/** The employee's legs in these statuses that have not ended before `today`. */
export function findLegsInForceFrom(db: Db, employeeId: number, statuses: readonly number[], today: string) {
  return db
    .selectFrom("commutationTickets")
    .select(["id", "departure", "arrival", "startDate", "endDate", "duration"])
    .where("employeeId", "=", employeeId)
    .where("status", "in", statuses)
    .where("endDate", ">=", today)
    .execute();
}

/**
 * The employee's legs in these statuses that run on or after the date (oldest start first): what a
 * working-address change from that date touches (decision 022).
 */
export function findLegsRunningFrom(db: Db, employeeId: number, statuses: readonly number[], date: string) {
  return db
    .selectFrom("commutationTickets")
    .select(["id", "routeId", "departure", "arrival", "startDate", "endDate", "status"])
    .where("employeeId", "=", employeeId)
    .where("status", "in", statuses)
    .where("endDate", ">=", date)
    .orderBy("startDate")
    .orderBy("id")
    .execute();
}
