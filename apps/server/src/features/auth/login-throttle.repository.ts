import { sql } from "kysely";
import type { Db } from "../../db/database";

// Counters per user ID as typed (known or not), updated with single atomic statements so that
// concurrent attempts cannot slip past a limit and no lock is held while a password is checked.

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

/**
 * Takes one password check from the hourly allowance. Answers the checks taken in this hour,
 * this one included, or undefined when the allowance is used up.
 */
export async function reserveCheck(
  db: Db,
  userKey: string,
  now: string,
  windowStartedBefore: string,
  allowance: number,
): Promise<number | undefined> {
  await db
    .updateTable("loginThrottles")
    .set({ windowStartedAt: now, windowChecks: 0 })
    .where("userKey", "=", userKey)
    .where("windowStartedAt", "<=", windowStartedBefore)
    .execute();
  const row = await db
    .updateTable("loginThrottles")
    .set({ windowChecks: sql`window_checks + 1` })
    .where("userKey", "=", userKey)
    .where("windowChecks", "<", allowance)
    .returning("windowChecks")
    .executeTakeFirst();
  return row?.windowChecks;
}

/** Gives back a check that did not happen (the corporate directory could not be reached). */
export function returnCheck(db: Db, userKey: string) {
  return db
    .updateTable("loginThrottles")
    .set({ windowChecks: sql`window_checks - 1` })
    .where("userKey", "=", userKey)
    .where("windowChecks", ">", 0)
    .execute();
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

/** A successful sign-in: no failures, no CAPTCHA (the hourly allowance stays). */
export function clearFailures(db: Db, userKey: string) {
  return db
    .updateTable("loginThrottles")
    .set({ consecutiveFailures: 0, lastFailureAt: null })
    .where("userKey", "=", userKey)
    .execute();
}

/** Notes an alert to administrators; false when one went out since `alertedAfter` already. */
export async function markAlerted(db: Db, userKey: string, now: string, alertedAfter: string) {
  const result = await db
    .updateTable("loginThrottles")
    .set({ alertedAt: now })
    .where("userKey", "=", userKey)
    .where((eb) => eb.or([eb("alertedAt", "is", null), eb("alertedAt", "<=", alertedAfter)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Deletes the counters that no longer mean anything: no failure since `failedBefore` and an
 * hourly allowance that has run out (so a new row starts the same). Answers how many.
 */
export async function removeStale(
  db: Db,
  limits: { failedBefore: string; windowStartedBefore: string },
): Promise<number> {
  const result = await db
    .deleteFrom("loginThrottles")
    .where((eb) => eb.or([eb("lastFailureAt", "is", null), eb("lastFailureAt", "<", limits.failedBefore)]))
    .where("windowStartedAt", "<", limits.windowStartedBefore)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
