import fs from "node:fs/promises";
import path from "node:path";
import { sql } from "kysely";
import type { TestApp } from "../build-test-app";
import { testDatabaseKind } from "../test-database";

/**
 * Which tables a call wrote to, exactly and cheaply: a row trigger on every table of the catalog
 * notes the table's name in a journal table. The journal is written inside the writer's own
 * transaction, so a write that was rolled back leaves nothing, and an UPDATE is seen whether or
 * not it touches an updated_at column (row counts and max(id) would miss it). On SQLite the
 * triggers and the journal are TEMP objects of the app's one connection: the database file keeps
 * its schema. On PostgreSQL they live in the test's own database, dropped with it.
 */
export interface WriteJournal {
  /** Forgets what was noted so far. */
  clear(): Promise<void>;
  /** The tables written since the last clear, by name. */
  writtenTables(): Promise<string[]>;
}

const journal = "quality_write_journal";

export async function createWriteJournal(t: TestApp): Promise<WriteJournal> {
  const isSqlite = testDatabaseKind() === "sqlite";
  const tables = isSqlite
    ? await sql<{
        name: string;
      }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(t.db)
    : await sql<{ name: string }>`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE'`.execute(t.db);
  const names = tables.rows.map((row) => row.name).filter((name) => name !== journal);
  if (names.length < 10) throw new Error(`the catalog lists only ${names.length} tables`);

  if (isSqlite) {
    await sql.raw(`create temp table ${journal} (tbl text not null)`).execute(t.db);
    for (const name of names) {
      for (const event of ["insert", "update", "delete"]) {
        await sql
          .raw(
            `create temp trigger "qwj_${event}_${name}" after ${event} on main."${name}"
             begin insert into temp.${journal} (tbl) values ('${name}'); end`,
          )
          .execute(t.db);
      }
    }
  } else {
    await sql.raw(`create table ${journal} (tbl text not null)`).execute(t.db);
    await sql
      .raw(
        `create function ${journal}_note() returns trigger language plpgsql as $$
         begin insert into ${journal} (tbl) values (TG_TABLE_NAME); return null; end $$`,
      )
      .execute(t.db);
    for (const name of names) {
      await sql
        .raw(
          `create trigger qwj after insert or update or delete on "${name}"
           for each row execute function ${journal}_note()`,
        )
        .execute(t.db);
    }
  }

  return {
    async clear() {
      await sql.raw(`delete from ${journal}`).execute(t.db);
    },
    async writtenTables() {
      const rows = await sql<{ tbl: string }>`select distinct tbl from ${sql.raw(journal)}`.execute(t.db);
      return rows.rows.map((row) => row.tbl).sort();
    },
  };
}

/** The files under the data directory (not the SQLite database), by path: names only, no stat. */
export async function storedFileNames(dataDir: string): Promise<Set<string>> {
  const entries = await fs.readdir(dataDir, { recursive: true, withFileTypes: true });
  return new Set(
    entries
      .filter((entry) => entry.isFile() && !entry.name.startsWith("portal.db"))
      .map((entry) => path.join(entry.parentPath, entry.name)),
  );
}
