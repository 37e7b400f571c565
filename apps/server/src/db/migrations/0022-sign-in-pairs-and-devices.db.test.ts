import { Migrator, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseMigratedTo } from "../../testing/migrated-database";
import type { Database } from "../database";
import { migrateToLatest } from "../migrate";
import { migrations } from "./index";

describe("migration 0022: the account-wide lock gives way to waits per address and known devices", () => {
  let database: Database;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ database, close } = await databaseMigratedTo("0021-jobs-and-mail"));
  }, 60_000);

  afterAll(() => close());

  it("keeps each user ID's CAPTCHA window and hour, drops its lock, and goes back down", async () => {
    const { db } = database;
    await sql`insert into login_throttles (user_key, consecutive_failures, last_failure_at, locked_until, window_started_at, window_checks)
      values ('admin1', 10, '2026-06-01T00:00:00.000Z', '2026-06-01T00:15:00.000Z', '2026-06-01T00:00:00.000Z', 10)`.execute(
      db,
    );

    expect(await migrateToLatest(db)).toContain("0022-sign-in-pairs-and-devices");
    expect(await db.selectFrom("loginThrottles").selectAll().execute()).toEqual([
      {
        userKey: "admin1",
        consecutiveFailures: 10,
        lastFailureAt: "2026-06-01T00:00:00.000Z",
        windowStartedAt: "2026-06-01T00:00:00.000Z",
        windowChecks: 10,
        alertedAt: null,
      },
    ]);
    await db
      .insertInto("loginPairThrottles")
      .values({
        userKey: "admin1",
        address: "2001:db8:0:1::/64",
        consecutiveFailures: 1,
        lastFailureAt: null,
      })
      .execute();
    await db
      .insertInto("loginDevices")
      .values({ tokenHash: "h", userKey: "admin1", createdAt: "x", lastUsedAt: "x", consecutiveFailures: 0 })
      .execute();

    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    const { error } = await migrator.migrateTo("0021-jobs-and-mail");
    expect(error).toBeUndefined();
    const rows = await sql<{ userKey: string; lockedUntil: string | null }>`
      select user_key, locked_until from login_throttles`.execute(db);
    expect(rows.rows).toEqual([{ userKey: "admin1", lockedUntil: null }]);
  });
});
