import type { Db } from "../../db/database";

// An employee's commuting route (commutingRoutes): the legs hang on it; a working-address change
// marks it, and its legs, for re-application (decision 022).

export function findRouteOfEmployee(db: Db, employeeId: number) {
  return db.selectFrom("commutingRoutes").selectAll().where("employeeId", "=", employeeId).executeTakeFirst();
}

export function findRoute(db: Db, routeId: number) {
  return db.selectFrom("commutingRoutes").selectAll().where("id", "=", routeId).executeTakeFirst();
}

export async function createRoute(db: Db, employeeId: number, now: string) {
  return db
    .insertInto("commutingRoutes")
    .values({ employeeId, createdAt: now, updatedAt: now })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function touchRoute(db: Db, routeId: number, now: string) {
  await db.updateTable("commutingRoutes").set({ updatedAt: now }).where("id", "=", routeId).execute();
}

export async function deleteRoute(db: Db, routeId: number) {
  await db.deleteFrom("commutingRoutes").where("id", "=", routeId).execute();
}

/** Marks the route for re-application after a working-address change, and its legs to ask again. */
export async function markForWorkingAddressChange(
  db: Db,
  routeId: number,
  change: { id: number; changeDate: string },
  ticketIds: readonly number[],
) {
  await db
    .updateTable("commutingRoutes")
    .set({
      isChangeWorkingAddress: 1,
      workingAddressChangeId: change.id,
      workingAddressChangeDate: change.changeDate,
    })
    .where("id", "=", routeId)
    .execute();
  if (ticketIds.length === 0) return;
  await db
    .updateTable("commutationTickets")
    .set({ isChangeWorkingAddress: 1 })
    .where("id", "in", ticketIds)
    .execute();
}

/** Clears the route's re-application mark and the flags of its legs. */
export async function clearWorkingAddressChange(db: Db, routeId: number) {
  await db
    .updateTable("commutingRoutes")
    .set({ isChangeWorkingAddress: 0, workingAddressChangeId: null, workingAddressChangeDate: null })
    .where("id", "=", routeId)
    .execute();
  await db
    .updateTable("commutationTickets")
    .set({ isChangeWorkingAddress: 0 })
    .where("routeId", "=", routeId)
    .execute();
}
