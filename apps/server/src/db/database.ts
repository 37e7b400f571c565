import fs from "node:fs";
import path from "node:path";
import SqliteDatabase from "better-sqlite3";
import {
  CamelCasePlugin,
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  Kysely,
  PostgresDialect,
  SqliteDialect,
} from "kysely";
import pg from "pg";
import { forgetOnWrites } from "../lib/request-memo";
import { countQuery } from "./query-count";
import type { DatabaseSchema } from "./schema";
import { nameStatementsOf, withStatementCache } from "./statement-cache";

export type DatabaseKind = "sqlite" | "postgres";
export type Db = Kysely<DatabaseSchema>;

export interface Database {
  db: Db;
  kind: DatabaseKind;
  close(): Promise<void>;
}

// COUNT(*) and BIGINT come back from pg as strings; our ids and counts fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

/**
 * SQLite transactions start with BEGIN IMMEDIATE: read-then-write work takes the write lock
 * up front, so two requests never both read a stale row and then fail on upgrade (SQLITE_BUSY).
 */
class ImmediateSqliteDialect extends SqliteDialect {
  override createDriver(): Driver {
    const driver = super.createDriver();
    driver.beginTransaction = async (connection: DatabaseConnection) => {
      await connection.executeQuery(CompiledQuery.raw("begin immediate"));
    };
    return driver;
  }
}

export function openSqlite(file: string): SqliteDatabase.Database {
  if (file !== ":memory:") fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("synchronous = NORMAL");
  return sqlite;
}

/**
 * PostgreSQL when a URL is given, otherwise SQLite at DATA_DIR/portal.db. With `queryCountHeader`
 * every statement is counted for the request that sent it (QUERY_COUNT_HEADER); without it Kysely
 * has no log hook at all, so counting costs nothing when off.
 */
export function createDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  queryCountHeader?: boolean;
}): Database {
  const plugins = [new CamelCasePlugin(), forgetOnWrites];
  const log = options.queryCountHeader ? { log: countQuery } : {};
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection that the server closes (a restart, a terminated backend, the database
    // dropped while the pool ends) is an 'error' on the pool; unhandled, it would end the process.
    // The pool drops that client and opens a new one for the next query.
    pool.on("error", (error) => {
      console.warn(`PostgreSQL: an idle connection was closed (${error.message})`);
    });
    nameStatementsOf(pool);
    const db = new Kysely<DatabaseSchema>({ dialect: new PostgresDialect({ pool }), plugins, ...log });
    return { db, kind: "postgres", close: () => db.destroy() };
  }
  const sqlite = openSqlite(path.join(options.dataDir, "portal.db"));
  const db = new Kysely<DatabaseSchema>({
    dialect: new ImmediateSqliteDialect({ database: withStatementCache(sqlite) }),
    plugins,
    ...log,
  });
  return { db, kind: "sqlite", close: () => db.destroy() };
}

/** Current time as the ISO-8601 text every timestamp column holds. */
export function nowIso(): string {
  return new Date().toISOString();
}

/** A unique-key violation on either database (a row a racing write inserted first). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === "23505" || code === "SQLITE_CONSTRAINT_UNIQUE";
}
