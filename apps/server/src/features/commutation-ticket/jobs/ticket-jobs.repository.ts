import { sql } from "kysely";
import type { Db } from "../../../db/database";
import { selectTickets, type TicketRow } from "../commutation-ticket.repository";

// Queries of the commuting-ticket jobs (decision 030). Each item is claimed with a conditional
// write before it is acted on, so a run that another instance repeats, or one that follows a
// crash half-way, never acts on an item twice.

/**
 * Passes in these statuses ending between the two dates (both included) whose owner was not
 * reminded yet, the next page after `afterId` (by id).
 */
export function findPassesEnding(
  db: Db,
  statuses: readonly number[],
  period: { from: string; to: string },
  page: { afterId: number; limit: number },
): Promise<TicketRow[]> {
  return selectTickets(db)
    .where("commutationTickets.status", "in", statuses)
    .where("commutationTickets.endDate", ">=", period.from)
    .where("commutationTickets.endDate", "<=", period.to)
    .where("commutationTickets.expiryRemindedAt", "is", null)
    .where("commutationTickets.id", ">", page.afterId)
    .orderBy("commutationTickets.id")
    .limit(page.limit)
    .execute();
}

/** Marks the owner reminded of the pass's end unless someone did; answers whether this call did. */
export async function claimExpiryReminder(db: Db, id: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable("commutationTickets")
    .set({ expiryRemindedAt: at })
    .where("id", "=", id)
    .where("expiryRemindedAt", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Gives back a claim whose reminder failed, so the next run tries again. */
export async function releaseExpiryReminder(db: Db, id: number, at: string): Promise<void> {
  await db
    .updateTable("commutationTickets")
    .set({ expiryRemindedAt: null })
    .where("id", "=", id)
    .where("expiryRemindedAt", "=", at)
    .execute();
}

/** Passes in these statuses that ended before `today` and are not marked expired, the next page. */
export function findPassesEnded(
  db: Db,
  statuses: readonly number[],
  today: string,
  page: { afterId: number; limit: number },
) {
  return db
    .selectFrom("commutationTickets")
    .select(["id", "routeId"])
    .where("status", "in", statuses)
    .where("endDate", "<", today)
    .where("expiredAt", "is", null)
    .where("id", ">", page.afterId)
    .orderBy("id")
    .limit(page.limit)
    .execute();
}

/** Marks a pass expired unless it is already; answers whether this call did. */
export async function claimExpired(db: Db, id: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable("commutationTickets")
    .set({ expiredAt: at })
    .where("id", "=", id)
    .where("expiredAt", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Routes with a pass marked expired after their monthly cost was last computed: those of this
 * run, and any a run that stopped half-way left behind.
 */
export async function findRoutesToRecompute(
  db: Db,
  page: { afterId: number; limit: number },
): Promise<number[]> {
  const rows = await db
    .selectFrom("commutingRoutes")
    .select("commutingRoutes.id")
    .where("commutingRoutes.id", ">", page.afterId)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom("commutationTickets")
          .select(sql.lit(1).as("one"))
          .whereRef("commutationTickets.routeId", "=", "commutingRoutes.id")
          .where("commutationTickets.expiredAt", "is not", null)
          .where((inner) =>
            inner.or([
              inner("commutingRoutes.monthlyCostAt", "is", null),
              inner("commutingRoutes.monthlyCostAt", "<", inner.ref("commutationTickets.expiredAt")),
            ]),
          ),
      ),
    )
    .orderBy("commutingRoutes.id")
    .limit(page.limit)
    .execute();
  return rows.map((row) => row.id);
}

/** The legs of a route in these statuses in force on `date`: their price and months. */
export function findRouteLegsInForce(db: Db, routeId: number, statuses: readonly number[], date: string) {
  return db
    .selectFrom("commutationTickets")
    .select(["amount", "duration"])
    .where("routeId", "=", routeId)
    .where("status", "in", statuses)
    .where("startDate", "<=", date)
    .where("endDate", ">=", date)
    .execute();
}

export async function setRouteMonthlyCost(db: Db, routeId: number, monthlyCost: number, at: string) {
  await db
    .updateTable("commutingRoutes")
    .set({ monthlyCost, monthlyCostAt: at })
    .where("id", "=", routeId)
    .execute();
}

/**
 * Tickets in these statuses unchanged since `cutoff` whose holders were not reminded since then,
 * the longest waiting first.
 */
export function findDecisionsWaiting(
  db: Db,
  statuses: readonly number[],
  cutoff: string,
  limit: number,
): Promise<TicketRow[]> {
  return selectTickets(db)
    .where("commutationTickets.status", "in", statuses)
    .where("commutationTickets.updatedAt", "<=", cutoff)
    .where((eb) =>
      eb.or([
        eb("commutationTickets.remindedAt", "is", null),
        eb("commutationTickets.remindedAt", "<=", cutoff),
      ]),
    )
    .orderBy("commutationTickets.updatedAt")
    .limit(limit)
    .execute();
}

/**
 * Marks a ticket's holders reminded unless someone did since `cutoff` or the ticket moved on;
 * answers whether this call did.
 */
export async function claimDecisionReminder(
  db: Db,
  ticket: { id: number; status: number },
  at: string,
  cutoff: string,
): Promise<boolean> {
  const result = await db
    .updateTable("commutationTickets")
    .set({ remindedAt: at })
    .where("id", "=", ticket.id)
    .where("status", "=", ticket.status)
    .where((eb) => eb.or([eb("remindedAt", "is", null), eb("remindedAt", "<=", cutoff)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Gives back a decision reminder claimed at `at` that could not be sent (the next run sends it). */
export async function releaseDecisionReminder(db: Db, id: number, at: string): Promise<void> {
  await db
    .updateTable("commutationTickets")
    .set({ remindedAt: null })
    .where("id", "=", id)
    .where("remindedAt", "=", at)
    .execute();
}
