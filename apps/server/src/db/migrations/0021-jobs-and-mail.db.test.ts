import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseMigratedTo } from "../../testing/migrated-database";
import type { Database } from "../database";
import { migrateToLatest } from "../migrate";

describe("migration 0021: the jobs page and HR's payroll reports join a menu that exists", () => {
  let database: Database;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ database, close } = await databaseMigratedTo("0020-ticket-list-indexes"));
  }, 60_000);

  afterAll(() => close());

  it("puts the jobs page under administration and payroll reports at the top for HR", async () => {
    const { db } = database;
    const now = "2026-06-01T00:00:00.000Z";
    const item = (values: {
      titleKey: string;
      parentId: number | null;
      sortOrder: number;
      screen: string | null;
    }) =>
      db
        .insertInto("menuItems")
        .values({
          ...values,
          icon: "settings",
          numberSource: null,
          roles: values.parentId === null ? "administrator" : "",
          isHidden: 0,
          isSkipped: 0,
          createdAt: now,
          updatedAt: now,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
    await item({ titleKey: "home", parentId: null, sortOrder: 0, screen: "home" });
    const administration = await item({
      titleKey: "administration",
      parentId: null,
      sortOrder: 1,
      screen: null,
    });
    await item({ titleKey: "signInAudit", parentId: administration.id, sortOrder: 0, screen: "signInAudit" });

    expect(await migrateToLatest(db)).toContain("0021-jobs-and-mail");

    const rows = await db.selectFrom("menuItems").selectAll().orderBy("id").execute();
    expect(rows.find((row) => row.titleKey === "jobs")).toMatchObject({
      parentId: administration.id,
      screen: "jobs",
      roles: "",
    });
    expect(rows.find((row) => row.titleKey === "payrollReports")).toMatchObject({
      parentId: null,
      screen: "payrollReports",
      roles: "hr",
    });
    // Exactly these two (later migrations add items of their own).
    expect(rows.filter((row) => ["jobs", "payrollReports"].includes(row.titleKey))).toHaveLength(2);
  });
});
