import path from "node:path";
import pg from "pg";
import { openSqlite } from "../../apps/server/src/db/database";
import type { DatabaseKind } from "./bench-settings";

/** A column of a bulk insert: its name and type (PostgreSQL's unnest needs the array types). */
export interface BulkColumn {
  name: string;
  type: "int" | "text";
}

/**
 * The bench's own connection to the portal's database, straight to the tables (column names from the
 * server's migrations), for preparing data the API would take too long to create.
 */
export interface BenchDatabase {
  readonly kind: DatabaseKind;
  /** Rows of a query; `?` placeholders on both databases. */
  rows<T>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Inserts the rows in one transaction: prepared statements on SQLite, unnest() chunks on PostgreSQL. */
  insert(table: string, columns: readonly BulkColumn[], rows: Iterable<readonly unknown[]>): Promise<void>;
  close(): Promise<void>;
}

export async function openBenchDatabase(
  kind: DatabaseKind,
  location: { dataDir: string; databaseUrl?: string },
): Promise<BenchDatabase> {
  if (kind === "postgres") {
    if (!location.databaseUrl) throw new Error("PostgreSQL needs a database URL");
    return openPostgres(location.databaseUrl);
  }
  return openSqliteFile(path.join(location.dataDir, "portal.db"));
}

function openSqliteFile(file: string): BenchDatabase {
  // The server's own opening (WAL, busy timeout): the bench may write while the server runs.
  const sqlite = openSqlite(file);
  return {
    kind: "sqlite",
    rows: async <T>(sql: string, params: readonly unknown[] = []) =>
      sqlite.prepare(sql).all(...params) as T[],
    insert: async (table, columns, rows) => {
      const names = columns.map((column) => column.name);
      const statement = sqlite.prepare(
        `insert into ${table} (${names.join(", ")}) values (${names.map(() => "?").join(", ")})`,
      );
      sqlite.transaction(() => {
        for (const row of rows) statement.run(...row);
      })();
    },
    close: async () => {
      sqlite.close();
    },
  };
}

const pgChunkRows = 10_000;

async function openPostgres(url: string): Promise<BenchDatabase> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  // Bulk loading only: a crash loses a throw-away database anyway.
  await client.query("set synchronous_commit = off");
  const toPg = (sql: string) => {
    let n = 0;
    return sql.replace(/\?/g, () => `$${++n}`);
  };
  return {
    kind: "postgres",
    rows: async <T>(sql: string, params: readonly unknown[] = []) =>
      (await client.query(toPg(sql), [...params])).rows as T[],
    insert: async (table, columns, rows) => {
      const unnest = columns.map((column, i) => `$${i + 1}::${column.type === "int" ? "int" : "text"}[]`);
      const statement = `insert into ${table} (${columns.map((column) => column.name).join(", ")})
        select * from unnest(${unnest.join(", ")})`;
      await client.query("begin");
      try {
        let chunk: unknown[][] = columns.map(() => []);
        let size = 0;
        for (const row of rows) {
          for (const [i, value] of row.entries()) chunk[i]?.push(value);
          if (++size === pgChunkRows) {
            await client.query(statement, chunk);
            chunk = columns.map(() => []);
            size = 0;
          }
        }
        if (size > 0) await client.query(statement, chunk);
        await client.query("commit");
      } catch (error) {
        await client.query("rollback").catch(() => {});
        throw error;
      }
    },
    close: () => client.end(),
  };
}
