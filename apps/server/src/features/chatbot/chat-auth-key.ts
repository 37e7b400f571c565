import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The chat's X-Auth-Key (decision 025): a key bound to one employee and one epoch, an HMAC with
 * the app's token secret. Keys rotate every epoch; the previous epoch's key is still accepted
 * (the grace period), so a client that kept yesterday's key is not refused at midnight.
 */
export const authKeyEpochMs = 24 * 60 * 60 * 1000;

/** Keeps these signatures apart from anything else signed with the same secret. */
const keyPurpose = "portal:chatbot:auth-key:v1";
const keyPattern = /^(\d{1,10})\.([A-Za-z0-9_-]{43})$/;

export function authKeyEpoch(now: Date): number {
  return Math.floor(now.getTime() / authKeyEpochMs);
}

function signature(secret: string, employeeId: number, epoch: number): Buffer {
  return createHmac("sha256", secret).update(`${keyPurpose}\n${employeeId}\n${epoch}`).digest();
}

/** The key of this employee for the epoch of `now`. */
export function issueAuthKey(secret: string, employeeId: number, now: Date): string {
  const epoch = authKeyEpoch(now);
  return `${epoch}.${signature(secret, employeeId, epoch).toString("base64url")}`;
}

/**
 * What a presented key is: `current` (this employee's, this epoch), `stale` (this employee's,
 * the previous epoch: accepted, and the response carries the new key) or `invalid` (another
 * employee's, forged, malformed, or older than the grace period).
 */
export function checkAuthKey(
  secret: string,
  employeeId: number,
  key: string,
  now: Date,
): "current" | "stale" | "invalid" {
  const match = keyPattern.exec(key);
  if (!match?.[1] || !match[2]) return "invalid";
  const epoch = Number(match[1]);
  const current = authKeyEpoch(now);
  if (epoch !== current && epoch !== current - 1) return "invalid";
  const given = Buffer.from(match[2], "base64url");
  const expected = signature(secret, employeeId, epoch);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return "invalid";
  return epoch === current ? "current" : "stale";
}
