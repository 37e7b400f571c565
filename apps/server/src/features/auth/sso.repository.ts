import type { Db } from "../../db/database";

export function create(db: Db, kind: string, value: string, expiresAt: string) {
  return db.insertInto("oneTimeValues").values({ kind, value, expiresAt }).execute();
}

/**
 * Deletes an unexpired value and answers whether it was there: one statement, so two requests
 * carrying the same value cannot both succeed.
 */
export async function consume(db: Db, kind: string, value: string, now: string): Promise<boolean> {
  const result = await db
    .deleteFrom("oneTimeValues")
    .where("kind", "=", kind)
    .where("value", "=", value)
    .where("expiresAt", ">", now)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export function removeExpired(db: Db, kind: string, now: string) {
  return db.deleteFrom("oneTimeValues").where("kind", "=", kind).where("expiresAt", "<=", now).execute();
}
