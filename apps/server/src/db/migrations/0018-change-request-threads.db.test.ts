import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseMigratedTo } from "../../testing/migrated-database";
import type { Database } from "../database";
import { migrateToLatest } from "../migrate";
import { createDepartment, createEmployee } from "../seed/factories";

describe("migration 0018: a change request's notes join the comment threads", () => {
  let database: Database;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ database, close } = await databaseMigratedTo("0017-help-pages"));
  }, 60_000);

  afterAll(() => close());

  it("keeps every note as a top-level comment of its request, authors, times and order kept", async () => {
    const { db } = database;
    const dept = await createDepartment(db);
    const owner = await createEmployee(db, { deptId: dept.id, fullName: "Ren Kato" });
    const hr = await createEmployee(db, { deptId: dept.id, fullName: "Naoki Abe" });
    const request = await db
      .insertInto("changeRequests")
      .values({
        employeeId: owner.id,
        kind: "profile",
        status: "submitted",
        effectiveDate: "2026-06-10",
        changes: "[]",
        createdAt: "2026-06-01T00:00:00.000Z",
        updatedAt: "2026-06-01T00:00:00.000Z",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    for (const [authorId, comment, createdAt] of [
      [owner.id, "I passed N1 in July.", "2026-06-01T01:00:00.000Z"],
      [hr.id, "Please attach the certificate.", "2026-06-02T01:00:00.000Z"],
    ] as const) {
      await sql`INSERT INTO change_request_comments (request_id, author_id, comment, created_at)
        VALUES (${request.id}, ${authorId}, ${comment}, ${createdAt})`.execute(db);
    }

    expect(await migrateToLatest(db)).toContain("0018-change-request-threads");

    const thread = await db
      .selectFrom("comments")
      .select(["objectType", "objectId", "parentId", "comment", "createdAt", "createdBy", "modifiedAt"])
      .orderBy("id")
      .execute();
    expect(thread).toEqual([
      {
        objectType: "changeRequest",
        objectId: request.id,
        parentId: null,
        comment: "I passed N1 in July.",
        createdAt: "2026-06-01T01:00:00.000Z",
        createdBy: owner.id,
        modifiedAt: null,
      },
      {
        objectType: "changeRequest",
        objectId: request.id,
        parentId: null,
        comment: "Please attach the certificate.",
        createdAt: "2026-06-02T01:00:00.000Z",
        createdBy: hr.id,
        modifiedAt: null,
      },
    ]);
    const left = await sql`SELECT 1 FROM change_request_comments`.execute(db).then(
      () => "still there",
      () => "gone",
    );
    expect(left).toBe("gone");
  });
});
