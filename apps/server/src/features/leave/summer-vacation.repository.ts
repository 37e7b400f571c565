import type { Db } from "../../db/database";

/** Summer vacation grants: queries only (docs/decisions/040). */

/** Active employees (these ones, when given) who have no summer grant dated in the window yet. */
export function findEmployeesWithoutSummerGrant(
  db: Db,
  leaveTypeId: number,
  window: { from: string; to: string },
  activeStatus: number,
  employeeIds?: readonly number[],
) {
  let query = db
    .selectFrom("employees as e")
    .select("e.id")
    .where("e.status", "=", activeStatus)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("leaveGrants as g")
            .select("g.id")
            .whereRef("g.employeeId", "=", "e.id")
            .where("g.leaveTypeId", "=", leaveTypeId)
            .where("g.grantDate", ">=", window.from)
            .where("g.grantDate", "<=", window.to),
        ),
      ),
    );
  if (employeeIds) query = query.where("e.id", "in", [...employeeIds]);
  return query.orderBy("e.id").execute();
}

/** A year's summer grants with the hours drawn on each. */
export function findSummerGrants(db: Db, leaveTypeId: number, window: { from: string; to: string }) {
  return db
    .selectFrom("leaveGrants as g")
    .leftJoin("leaveDraws as d", "d.grantId", "g.id")
    .select(["g.id", "g.hours", (eb) => eb.fn.coalesce(eb.fn.sum<number>("d.hours"), eb.val(0)).as("drawn")])
    .where("g.leaveTypeId", "=", leaveTypeId)
    .where("g.grantDate", ">=", window.from)
    .where("g.grantDate", "<=", window.to)
    .groupBy(["g.id", "g.hours"])
    .execute();
}

export async function deleteGrants(db: Db, ids: readonly number[]): Promise<void> {
  if (ids.length > 0)
    await db
      .deleteFrom("leaveGrants")
      .where("id", "in", [...ids])
      .execute();
}

/** Lowers a grant to the hours already drawn on it: nothing is left to take. */
export async function setGrantHours(db: Db, id: number, hours: number): Promise<void> {
  await db.updateTable("leaveGrants").set({ hours }).where("id", "=", id).execute();
}
