import type { Insertable } from "kysely";
import type { Db } from "../../db/database";
import { personName } from "../../lib/person-name";
import type { TicketDelegationsTable } from "./commutation-ticket.table";

function selectDelegations(db: Db) {
  return db
    .selectFrom("ticketDelegations")
    .innerJoin("employees as delegator", "delegator.id", "ticketDelegations.delegatorId")
    .innerJoin("employees as delegate", "delegate.id", "ticketDelegations.delegateId")
    .selectAll("ticketDelegations")
    .select([personName("delegator").as("delegatorName"), personName("delegate").as("delegateName")]);
}

export type DelegationRow = Awaited<
  ReturnType<ReturnType<typeof selectDelegations>["executeTakeFirstOrThrow"]>
>;

/** Delegations the employee gave that have not ended before `today`, soonest first. */
export function findGiven(db: Db, delegatorId: number, today: string): Promise<DelegationRow[]> {
  return selectDelegations(db)
    .where("ticketDelegations.delegatorId", "=", delegatorId)
    .where("ticketDelegations.toDate", ">=", today)
    .orderBy("ticketDelegations.fromDate")
    .orderBy("ticketDelegations.id")
    .execute();
}

/** Delegations the employee received that have not ended before `today`, soonest first. */
export function findReceived(db: Db, delegateId: number, today: string): Promise<DelegationRow[]> {
  return selectDelegations(db)
    .where("ticketDelegations.delegateId", "=", delegateId)
    .where("ticketDelegations.toDate", ">=", today)
    .orderBy("ticketDelegations.fromDate")
    .orderBy("ticketDelegations.id")
    .execute();
}

/** The delegations the employee holds today (whose queues they may decide). */
export function findActiveReceived(db: Db, delegateId: number, today: string) {
  return db
    .selectFrom("ticketDelegations")
    .select(["delegatorId", "role"])
    .where("delegateId", "=", delegateId)
    .where("fromDate", "<=", today)
    .where("toDate", ">=", today)
    .execute();
}

/** Who holds a delegation of this role from any of these delegators today. */
export function findActiveDelegates(db: Db, delegatorIds: readonly number[], role: string, today: string) {
  if (delegatorIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("ticketDelegations")
    .select(["delegatorId", "delegateId"])
    .where("delegatorId", "in", delegatorIds)
    .where("role", "=", role)
    .where("fromDate", "<=", today)
    .where("toDate", ">=", today)
    .execute();
}

/** Whether the delegator already gave this role for a period overlapping [from, to]. */
export async function hasOverlap(
  db: Db,
  values: { delegatorId: number; role: string; fromDate: string; toDate: string },
): Promise<boolean> {
  const row = await db
    .selectFrom("ticketDelegations")
    .select("id")
    .where("delegatorId", "=", values.delegatorId)
    .where("role", "=", values.role)
    .where("fromDate", "<=", values.toDate)
    .where("toDate", ">=", values.fromDate)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertDelegation(db: Db, values: Insertable<TicketDelegationsTable>): Promise<number> {
  const row = await db
    .insertInto("ticketDelegations")
    .values(values)
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export function findDelegation(db: Db, id: number): Promise<DelegationRow | undefined> {
  return selectDelegations(db).where("ticketDelegations.id", "=", id).executeTakeFirst();
}

export async function deleteDelegation(db: Db, id: number): Promise<void> {
  await db.deleteFrom("ticketDelegations").where("id", "=", id).execute();
}

/** Ends a delegation that has begun on `lastDay` (its history stays). */
export async function endDelegation(db: Db, id: number, lastDay: string): Promise<void> {
  await db.updateTable("ticketDelegations").set({ toDate: lastDay }).where("id", "=", id).execute();
}
