import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";
import { createFakeClock } from "../../testing/fake-clock";
import { runJobBody } from "../../testing/run-job";
import { jobDefinition } from "../job/job-registry";

const now = new Date("2026-05-10T18:30:00.000Z");
const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();
const later = (minutes: number) => ago(-minutes);

describe("the purge job", () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({ LOGIN_CAPTCHA_MINUTES: "15" }, { clock: createFakeClock(now) });
  });
  afterAll(() => t.close());

  const run = () => runJobBody(t.app, "purge");
  const keys = async (
    table: "revokedTokens" | "oneTimeValues" | "loginThrottles" | "loginPairThrottles" | "loginDevices",
  ) => {
    if (table === "revokedTokens") {
      return (await t.db.selectFrom(table).select("jti").orderBy("jti").execute()).map((row) => row.jti);
    }
    if (table === "oneTimeValues") {
      return (await t.db.selectFrom(table).select("value").orderBy("value").execute()).map(
        (row) => row.value,
      );
    }
    if (table === "loginPairThrottles") {
      return (await t.db.selectFrom(table).select("address").orderBy("address").execute()).map(
        (row) => row.address,
      );
    }
    if (table === "loginDevices") {
      return (await t.db.selectFrom(table).select("tokenHash").orderBy("tokenHash").execute()).map(
        (row) => row.tokenHash,
      );
    }
    return (await t.db.selectFrom(table).select("userKey").orderBy("userKey").execute()).map(
      (row) => row.userKey,
    );
  };

  it("runs at 03:30 every day", () => {
    expect(jobDefinition("purge").schedule(t.config)).toBe("30 3 * * *");
  });

  it("deletes expired tokens and one-time values, idle sign-in counters and dead instances' beats only, once", async () => {
    await t.db
      .insertInto("revokedTokens")
      .values([
        { jti: "expired", expiresAt: ago(1) },
        { jti: "expiring-now", expiresAt: now.toISOString() },
        { jti: "live", expiresAt: later(1) },
      ])
      .execute();
    await t.db
      .insertInto("oneTimeValues")
      .values([
        { kind: "captcha", value: "captcha-expired", expiresAt: ago(5) },
        { kind: "sso-nonce", value: "nonce-expired", expiresAt: ago(60) },
        { kind: "captcha", value: "captcha-live", expiresAt: later(5) },
        { kind: "sso-nonce", value: "nonce-live", expiresAt: later(5) },
      ])
      .execute();
    const counter = (userKey: string, values: Record<string, unknown>) => ({
      userKey,
      consecutiveFailures: 0,
      lastFailureAt: null,
      windowStartedAt: ago(120),
      windowChecks: 3,
      ...values,
    });
    await t.db
      .insertInto("loginThrottles")
      .values([
        counter("idle", {}),
        // Failures are remembered for a day, past the CAPTCHA window and the longest wait.
        counter("recent-failure", { consecutiveFailures: 2, lastFailureAt: ago(16) }),
        counter("day-old-failure", { consecutiveFailures: 2, lastFailureAt: ago(24 * 60 + 1) }),
        counter("captcha-due", { consecutiveFailures: 1, lastFailureAt: ago(14) }),
        counter("hour-running", { windowStartedAt: ago(59) }),
      ])
      .execute();
    const pair = (address: string, lastFailureAt: string | null) => ({
      userKey: "someone",
      address,
      consecutiveFailures: lastFailureAt ? 12 : 0,
      lastFailureAt,
    });
    await t.db
      .insertInto("loginPairThrottles")
      .values([pair("192.0.2.1", ago(20)), pair("192.0.2.2", ago(24 * 60 + 1)), pair("192.0.2.3", null)])
      .execute();
    const device = (tokenHash: string, lastUsedAt: string) => ({
      tokenHash,
      userKey: "someone",
      createdAt: ago(400 * 24 * 60),
      lastUsedAt,
      consecutiveFailures: 0,
    });
    await t.db
      .insertInto("loginDevices")
      .values([device("used-lately", ago(179 * 24 * 60)), device("unused", ago(181 * 24 * 60))])
      .execute();

    await t.db
      .insertInto("jobHeartbeats")
      .values([
        { instance: "killed", role: "scheduler", runner: "embedded", beatAt: ago(24 * 60 + 1) },
        { instance: "alive", role: "scheduler", runner: "embedded", beatAt: ago(1) },
      ])
      .execute();

    expect(await run()).toEqual({ messageKey: "RECORDS_PURGED", total: 10, success: 10, failed: 0 });
    const beats = await t.db.selectFrom("jobHeartbeats").select("instance").execute();
    expect(beats.map((row) => row.instance)).toEqual(["alive"]);
    expect(await keys("revokedTokens")).toEqual(["live"]);
    expect(await keys("oneTimeValues")).toEqual(["captcha-live", "nonce-live"]);
    expect(await keys("loginThrottles")).toEqual(["captcha-due", "hour-running", "recent-failure"]);
    expect(await keys("loginPairThrottles")).toEqual(["192.0.2.1"]);
    expect(await keys("loginDevices")).toEqual(["used-lately"]);

    expect(await run()).toEqual({ messageKey: "RECORDS_PURGED", total: 0, success: 0, failed: 0 });
  });
});
