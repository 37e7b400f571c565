import { createHash, randomBytes } from "node:crypto";
import type { AppDeps } from "../../app-deps";
import * as devices from "./login-device.repository";

// A known device is a browser or app that signed in to the account before: it keeps a random
// token (the web in an HttpOnly cookie, the mobile app in the loginApp answer) and passes the
// waits, the CAPTCHA and the hourly allowance that strangers meet, until it fails too often.

/** The browser's cookie; sent back only with the web's sign-in call. */
const deviceCookieName = "portal_device";
const deviceCookiePath = "/api/login";
const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

const hashOf = (token: string) => createHash("sha256").update(token).digest("base64url");
const dayMs = 86_400_000;

/**
 * Counts the try against the device the token names, if it is this user ID's, used within the
 * device days and not failed too often. Answers the token's hash, or undefined: not known.
 */
export async function claimKnownDevice(
  deps: AppDeps,
  userKey: string,
  token: string | undefined,
): Promise<string | undefined> {
  if (!token || !tokenPattern.test(token)) return undefined;
  const { deviceDays, failureThreshold } = deps.config.login;
  const tokenHash = hashOf(token);
  const usedAfter = new Date(deps.clock.now().getTime() - deviceDays * dayMs).toISOString();
  const isKnown = await devices.claim(deps.db, {
    tokenHash,
    userKey,
    usedAfter,
    maxFailures: failureThreshold,
  });
  return isKnown ? tokenHash : undefined;
}

/** Remembers a new device of the user ID and answers the token it is to keep. */
export async function rememberDevice(deps: AppDeps, userKey: string): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await devices.create(deps.db, { tokenHash: hashOf(token), userKey, now: deps.clock.now().toISOString() });
  return token;
}

/**
 * After a sign-in that proved the owner without the password guard (single sign-on): the browser's
 * token stays if it is this user ID's, else the browser gets a new one.
 */
export async function keepDevice(deps: AppDeps, userKey: string, token: string | undefined): Promise<string> {
  if (token && tokenPattern.test(token)) {
    const now = deps.clock.now();
    const usedAfter = new Date(now.getTime() - deps.config.login.deviceDays * dayMs).toISOString();
    const tokenHash = hashOf(token);
    if (await devices.renew(deps.db, { tokenHash, userKey, usedAfter, now: now.toISOString() })) return token;
  }
  return rememberDevice(deps, userKey);
}

/** The Set-Cookie value that keeps the device token in the browser (script cannot read it). */
export function deviceCookie(deps: AppDeps, token: string): string {
  const maxAge = deps.config.login.deviceDays * 86_400;
  return `${deviceCookieName}=${token}; Max-Age=${maxAge}; Path=${deviceCookiePath}; HttpOnly; Secure; SameSite=Strict`;
}

/** The device token in a request's Cookie header, if there is one. */
export function readDeviceCookie(header: string | undefined): string | undefined {
  for (const part of (header ?? "").split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name === deviceCookieName) return value.join("=");
  }
  return undefined;
}
