import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseMigratedTo } from "../../testing/migrated-database";
import type { Database } from "../database";
import { migrateToLatest } from "../migrate";

describe("migration 0024: the API reference joins a menu that exists", () => {
  let database: Database;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ database, close } = await databaseMigratedTo("0023-idempotency-keys"));
  }, 60_000);

  afterAll(() => close());

  it("puts it under administration, after the pages there", async () => {
    const { db } = database;
    const now = "2026-06-01T00:00:00.000Z";
    const item = (titleKey: string, parentId: number | null, sortOrder: number, screen: string | null) =>
      db
        .insertInto("menuItems")
        .values({
          titleKey,
          parentId,
          sortOrder,
          screen,
          icon: "settings",
          numberSource: null,
          roles: parentId === null ? "administrator" : "",
          isHidden: 0,
          isSkipped: 0,
          createdAt: now,
          updatedAt: now,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
    const administration = await item("administration", null, 0, null);
    await item("jobs", administration.id, 90, "jobs");

    expect(await migrateToLatest(db)).toContain("0024-api-reference-menu");

    const added = await db
      .selectFrom("menuItems")
      .selectAll()
      .where("titleKey", "=", "apiReference")
      .executeTakeFirstOrThrow();
    expect(added).toMatchObject({
      parentId: administration.id,
      screen: "apiReference",
      icon: "api",
      roles: "",
    });
    expect(added.sortOrder).toBeGreaterThan(90);
  });
});
