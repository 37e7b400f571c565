import type { Db } from "../db/database";

/** Whose call a key is: the caller, the method and path, and the key. */
export interface IdempotencyScope {
  employeeId: number;
  route: string;
  idempotencyKey: string;
}

export interface IdempotencyAnswer {
  statusCode: number;
  contentType: string | null;
  responseBody: string | null;
}

/** Claims the key for a call about to run; undefined when someone holds it already. */
export async function claim(
  db: Db,
  values: IdempotencyScope & { requestHash: string; createdAt: string; expiresAt: string },
): Promise<number | undefined> {
  const row = await db
    .insertInto("idempotencyKeys")
    .values(values)
    .onConflict((conflict) => conflict.columns(["employeeId", "route", "idempotencyKey"]).doNothing())
    .returning("id")
    .executeTakeFirst();
  return row?.id;
}

export function find(db: Db, scope: IdempotencyScope) {
  return db
    .selectFrom("idempotencyKeys")
    .select(["id", "requestHash", "statusCode", "contentType", "responseBody", "createdAt"])
    .where("employeeId", "=", scope.employeeId)
    .where("route", "=", scope.route)
    .where("idempotencyKey", "=", scope.idempotencyKey)
    .executeTakeFirst();
}

export async function answer(db: Db, id: number, values: IdempotencyAnswer): Promise<void> {
  await db.updateTable("idempotencyKeys").set(values).where("id", "=", id).execute();
}

/** Gives a claim up (its call failed, or died): a repeat runs anew. An answered key stays. */
export async function releaseUnanswered(db: Db, id: number): Promise<void> {
  await db.deleteFrom("idempotencyKeys").where("id", "=", id).where("statusCode", "is", null).execute();
}

export async function deleteExpired(db: Db, now: string): Promise<void> {
  await db.deleteFrom("idempotencyKeys").where("expiresAt", "<", now).execute();
}
