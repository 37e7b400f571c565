import type { Db } from "../../db/database";

// Failures per user ID and client address. A try takes its slot with one compare-and-set on the
// failure count, so of concurrent tries from one address only one passes per slot.

export function find(db: Db, userKey: string, address: string) {
  return db
    .selectFrom("loginPairThrottles")
    .selectAll()
    .where("userKey", "=", userKey)
    .where("address", "=", address)
    .executeTakeFirst();
}

export function ensure(db: Db, userKey: string, address: string) {
  return db
    .insertInto("loginPairThrottles")
    .values({ userKey, address, consecutiveFailures: 0 })
    .onConflict((oc) => oc.columns(["userKey", "address"]).doNothing())
    .execute();
}

/**
 * Counts the try as a failure before the password is checked (a success clears it), provided
 * no other try changed the count since it was read; marks the pair as being checked until
 * `checkingUntil`. False when another try changed the count.
 */
export async function claim(
  db: Db,
  userKey: string,
  address: string,
  failuresRead: number,
  now: string,
  checkingUntil: string,
) {
  const result = await db
    .updateTable("loginPairThrottles")
    .set({ consecutiveFailures: failuresRead + 1, lastFailureAt: now, checkingUntil })
    .where("userKey", "=", userKey)
    .where("address", "=", address)
    .where("consecutiveFailures", "=", failuresRead)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Takes back a claim whose password was never checked (the directory could not be reached). */
export function unclaim(
  db: Db,
  claimed: { userKey: string; address: string; failures: number; previousFailureAt: string | null },
) {
  return db
    .updateTable("loginPairThrottles")
    .set({
      consecutiveFailures: claimed.failures - 1,
      lastFailureAt: claimed.previousFailureAt,
      checkingUntil: null,
    })
    .where("userKey", "=", claimed.userKey)
    .where("address", "=", claimed.address)
    .where("consecutiveFailures", "=", claimed.failures)
    .execute();
}

/** The claimed try's password was wrong: the failure it counted stays, the check is over. */
export function settle(db: Db, userKey: string, address: string) {
  return db
    .updateTable("loginPairThrottles")
    .set({ checkingUntil: null })
    .where("userKey", "=", userKey)
    .where("address", "=", address)
    .execute();
}

/** Someone at this address knew the password: its failures are forgotten. */
export function clear(db: Db, userKey: string, address: string) {
  return db
    .deleteFrom("loginPairThrottles")
    .where("userKey", "=", userKey)
    .where("address", "=", address)
    .execute();
}

/** Deletes the pairs without a failure since `failedBefore`; answers how many. */
export async function removeStale(db: Db, failedBefore: string): Promise<number> {
  const result = await db
    .deleteFrom("loginPairThrottles")
    .where((eb) => eb.or([eb("lastFailureAt", "is", null), eb("lastFailureAt", "<", failedBefore)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
