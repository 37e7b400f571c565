import path from "node:path";
import SqliteDatabase from "better-sqlite3";
import pg from "pg";
import type { DatabaseKind } from "./bench-settings";

/**
 * Plain SQL on the portal's database, from outside the server (to find the demo people and to
 * check the data after a run): the SQLite file in DATA_DIR, opened with the better-sqlite3 build
 * the server itself uses, or the PostgreSQL database. Queries take no parameters and are written
 * for both (snake_case tables, as the migrations create them).
 */
export interface DatabaseInspector {
  kind: DatabaseKind;
  rows<Row>(sql: string): Promise<Row[]>;
  close(): Promise<void>;
}

export async function openInspector(
  kind: DatabaseKind,
  where: { dataDir: string; databaseUrl?: string },
): Promise<DatabaseInspector> {
  if (kind === "sqlite") {
    const sqlite = new SqliteDatabase(path.join(where.dataDir, "portal.db"), { fileMustExist: true });
    sqlite.pragma("busy_timeout = 5000");
    return {
      kind,
      rows: async <Row>(sql: string) => sqlite.prepare(sql).all() as Row[],
      close: async () => {
        sqlite.close();
      },
    };
  }
  if (!where.databaseUrl) throw new Error("no PostgreSQL database to inspect");
  const client = new pg.Client({ connectionString: where.databaseUrl, connectionTimeoutMillis: 5_000 });
  await client.connect();
  return {
    kind,
    rows: async <Row>(sql: string) => (await client.query(sql)).rows as Row[],
    close: () => client.end(),
  };
}
