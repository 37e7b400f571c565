import { sql } from "kysely";
import type { Db } from "../../db/database";

// Browsers and apps that signed in to an account, by a hash of the token they keep.

export function create(db: Db, device: { tokenHash: string; userKey: string; now: string }) {
  return db
    .insertInto("loginDevices")
    .values({
      tokenHash: device.tokenHash,
      userKey: device.userKey,
      createdAt: device.now,
      lastUsedAt: device.now,
      consecutiveFailures: 0,
    })
    .execute();
}

/**
 * Counts the try against the device before the password is checked (a success clears it), if
 * the device belongs to this user ID, was used since `usedAfter` and has failed fewer than
 * `maxFailures` times in a row. False when it does not pass as known.
 */
export async function claim(
  db: Db,
  device: { tokenHash: string; userKey: string; usedAfter: string; maxFailures: number },
): Promise<boolean> {
  const result = await db
    .updateTable("loginDevices")
    .set({ consecutiveFailures: sql`consecutive_failures + 1` })
    .where("tokenHash", "=", device.tokenHash)
    .where("userKey", "=", device.userKey)
    .where("lastUsedAt", ">", device.usedAfter)
    .where("consecutiveFailures", "<", device.maxFailures)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The consecutive failures on a device (after a claim, this one included). */
export async function failuresOf(db: Db, tokenHash: string): Promise<number> {
  const row = await db
    .selectFrom("loginDevices")
    .select("consecutiveFailures")
    .where("tokenHash", "=", tokenHash)
    .executeTakeFirst();
  return row?.consecutiveFailures ?? 0;
}

/** Takes back a claim whose password was never checked. */
export function unclaim(db: Db, tokenHash: string) {
  return db
    .updateTable("loginDevices")
    .set({ consecutiveFailures: sql`consecutive_failures - 1` })
    .where("tokenHash", "=", tokenHash)
    .where("consecutiveFailures", ">", 0)
    .execute();
}

/** A successful sign-in on the device: no failures, and it stays known from now. */
export function markUsed(db: Db, tokenHash: string, now: string) {
  return db
    .updateTable("loginDevices")
    .set({ consecutiveFailures: 0, lastUsedAt: now })
    .where("tokenHash", "=", tokenHash)
    .execute();
}

/**
 * The owner signed in on the device another way (single sign-on): no failures, known from now;
 * false unless the device is this user ID's and was used since `usedAfter`.
 */
export async function renew(
  db: Db,
  device: { tokenHash: string; userKey: string; usedAfter: string; now: string },
): Promise<boolean> {
  const result = await db
    .updateTable("loginDevices")
    .set({ consecutiveFailures: 0, lastUsedAt: device.now })
    .where("tokenHash", "=", device.tokenHash)
    .where("userKey", "=", device.userKey)
    .where("lastUsedAt", ">", device.usedAfter)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Deletes the devices not used since `usedBefore`; answers how many. */
export async function removeStale(db: Db, usedBefore: string): Promise<number> {
  const result = await db.deleteFrom("loginDevices").where("lastUsedAt", "<", usedBefore).executeTakeFirst();
  return Number(result.numDeletedRows);
}
