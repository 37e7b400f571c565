import { sql } from "kysely";
import type { Db } from "../../db/database";

// Counters per user ID, updated with single atomic statements so that concurrent attempts
// cannot slip past a limit and no lock is held while a password is being checked.

export function find(db: Db, userKey: string) {
  return db.selectFrom("loginThrottles").selectAll().where("userKey", "=", userKey).executeTakeFirst();
}

export function ensure(db: Db, userKey: string, now: string) {
  return db
    .insertInto("loginThrottles")
    .values({ userKey, consecutiveFailures: 0, windowStartedAt: now, windowChecks: 0 })
    .onConflict((oc) => oc.column("userKey").doNothing())
    .execute();
}

/** Takes one password check from the hourly allowance; false when it is used up. */
export async function reserveCheck(
  db: Db,
  userKey: string,
  now: string,
  windowStartedBefore: string,
  allowance: number,
): Promise<boolean> {
  await db
    .updateTable("loginThrottles")
    .set({ windowStartedAt: now, windowChecks: 0 })
    .where("userKey", "=", userKey)
    .where("windowStartedAt", "<=", windowStartedBefore)
    .execute();
  const result = await db
    .updateTable("loginThrottles")
    .set({ windowChecks: sql`window_checks + 1` })
    .where("userKey", "=", userKey)
    .where("windowChecks", "<", allowance)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Counts one more failure and answers the new number of consecutive failures. */
export async function addFailure(db: Db, userKey: string, now: string): Promise<number> {
  const row = await db
    .updateTable("loginThrottles")
    .set({ consecutiveFailures: sql`consecutive_failures + 1`, lastFailureAt: now })
    .where("userKey", "=", userKey)
    .returning("consecutiveFailures")
    .executeTakeFirstOrThrow();
  return row.consecutiveFailures;
}

/** Locks the user ID unless a lock is already running (a lock is never extended by retries). */
export function lock(db: Db, userKey: string, now: string, until: string) {
  return db
    .updateTable("loginThrottles")
    .set({ lockedUntil: until })
    .where("userKey", "=", userKey)
    .where((eb) => eb.or([eb("lockedUntil", "is", null), eb("lockedUntil", "<=", now)]))
    .executeTakeFirst();
}

/** After a lock has run out, the count of consecutive failures starts again. */
export function clearExpiredLock(db: Db, userKey: string, now: string) {
  return db
    .updateTable("loginThrottles")
    .set({ lockedUntil: null, consecutiveFailures: 0 })
    .where("userKey", "=", userKey)
    .where("lockedUntil", "<=", now)
    .execute();
}

/** A successful sign-in: no failures, no CAPTCHA, no lock (the hourly allowance stays). */
export function clearFailures(db: Db, userKey: string) {
  return db
    .updateTable("loginThrottles")
    .set({ consecutiveFailures: 0, lastFailureAt: null, lockedUntil: null })
    .where("userKey", "=", userKey)
    .execute();
}

/**
 * Deletes the counters that no longer mean anything: no lock in force, no failure within the
 * CAPTCHA window, and an hourly allowance that has run out (so a new row starts the same).
 * Answers how many.
 */
export async function removeStale(
  db: Db,
  limits: { now: string; failedBefore: string; windowStartedBefore: string },
): Promise<number> {
  const result = await db
    .deleteFrom("loginThrottles")
    .where((eb) => eb.or([eb("lockedUntil", "is", null), eb("lockedUntil", "<=", limits.now)]))
    .where((eb) => eb.or([eb("lastFailureAt", "is", null), eb("lastFailureAt", "<", limits.failedBefore)]))
    .where("windowStartedAt", "<", limits.windowStartedBefore)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
