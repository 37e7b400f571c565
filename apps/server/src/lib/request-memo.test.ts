import SqliteDatabase from "better-sqlite3";
import { Kysely, SqliteDialect, sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { forgetOnWrites, rememberForRequest, runWithRequestMemo } from "./request-memo";

interface Schema {
  roles: { employeeId: number; role: string };
}

const opened: Kysely<Schema>[] = [];
afterEach(async () => {
  for (const db of opened.splice(0)) await db.destroy();
});

async function openDb() {
  const db = new Kysely<Schema>({
    dialect: new SqliteDialect({ database: new SqliteDatabase(":memory:") }),
    plugins: [forgetOnWrites],
  });
  opened.push(db);
  await sql`create table roles (employeeId integer, role text)`.execute(db);
  await db.insertInto("roles").values({ employeeId: 1, role: "hr" }).execute();
  return db;
}

/** Reads employee 1's roles through the memo, counting the reads that reached the database. */
function rolesReader(db: Kysely<Schema>) {
  const reader = {
    reads: 0,
    roles: () =>
      rememberForRequest("roles:1", async () => {
        reader.reads++;
        const rows = await db.selectFrom("roles").select("role").where("employeeId", "=", 1).execute();
        return rows.map((row) => row.role);
      }),
  };
  return reader;
}

describe("what a request reads about who is asking", () => {
  it("is read once per request, however many checks ask", async () => {
    const reader = rolesReader(await openDb());
    await runWithRequestMemo(async () => {
      const [first, second] = await Promise.all([reader.roles(), reader.roles()]);
      expect(await reader.roles()).toEqual(["hr"]);
      expect(second).toBe(first);
    });
    expect(reader.reads).toBe(1);
  });

  it("is read again after the request writes anything, and by the next request", async () => {
    const db = await openDb();
    const reader = rolesReader(db);
    await runWithRequestMemo(async () => {
      expect(await reader.roles()).toEqual(["hr"]);
      await db.insertInto("roles").values({ employeeId: 1, role: "administrator" }).execute();
      expect(await reader.roles()).toEqual(["hr", "administrator"]);
      await sql`delete from roles where role = 'hr'`.execute(db);
      expect(await reader.roles()).toEqual(["administrator"]);
    });
    await runWithRequestMemo(() => reader.roles());
    expect(reader.reads).toBe(4);
  });

  it("is not kept outside a request, nor when the read failed", async () => {
    const reader = rolesReader(await openDb());
    await reader.roles();
    await reader.roles();
    expect(reader.reads).toBe(2);
    let attempts = 0;
    const failing = () =>
      rememberForRequest("broken", async () => {
        attempts++;
        throw new Error("database away");
      });
    await runWithRequestMemo(async () => {
      await expect(failing()).rejects.toThrow("database away");
      await expect(failing()).rejects.toThrow("database away");
    });
    expect(attempts).toBe(2);
  });
});
