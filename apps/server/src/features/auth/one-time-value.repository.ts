import type { Db } from "../../db/database";

/**
 * Stores a value that may be used once until it expires. Answers false when it was already
 * there (used before): the primary key makes the check atomic across requests and instances.
 */
export async function insertIfAbsent(
  db: Db,
  kind: string,
  value: string,
  expiresAt: string,
): Promise<boolean> {
  const result = await db
    .insertInto("oneTimeValues")
    .values({ kind, value, expiresAt })
    .onConflict((oc) => oc.columns(["kind", "value"]).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

export function exists(db: Db, kind: string, value: string, now: string) {
  return db
    .selectFrom("oneTimeValues")
    .select("value")
    .where("kind", "=", kind)
    .where("value", "=", value)
    .where("expiresAt", ">", now)
    .executeTakeFirst();
}

export function remove(db: Db, kind: string, value: string) {
  return db
    .deleteFrom("oneTimeValues")
    .where("kind", "=", kind)
    .where("value", "=", value)
    .executeTakeFirst();
}

export function removeExpired(db: Db, now: string) {
  return db.deleteFrom("oneTimeValues").where("expiresAt", "<=", now).execute();
}
