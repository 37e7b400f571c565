import type { Db } from "../../db/database";

// Values accepted once until they expire: solved CAPTCHA challenges, SSO nonces. Each check is
// a single statement on the (kind, value) primary key, so it holds across requests and instances.

/** Stores a value; answers false when it was already there (used before). */
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

/** Deletes an unexpired value and answers whether it was there. */
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

/** Deletes expired values of every kind; answers how many. */
export async function removeAllExpired(db: Db, now: string): Promise<number> {
  const result = await db.deleteFrom("oneTimeValues").where("expiresAt", "<=", now).executeTakeFirst();
  return Number(result.numDeletedRows);
}
