import type { Insertable } from "kysely";
import { sql } from "kysely";
import type { Db } from "../../db/database";
import type { StationsTable } from "./commutation-ticket.table";

export async function countStations(db: Db): Promise<number> {
  const row = await db
    .selectFrom("stations")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Inserts stations in chunks (SQLite's bound-parameter limit), skipping ones already there. */
export async function insertStations(db: Db, rows: Insertable<StationsTable>[]): Promise<void> {
  const chunk = 500;
  for (let start = 0; start < rows.length; start += chunk) {
    await db
      .insertInto("stations")
      .values(rows.slice(start, start + chunk))
      .onConflict((oc) => oc.columns(["name", "line", "operator"]).doNothing())
      .execute();
  }
}

/**
 * Stations whose search key contains the text; names that start with it first, then shorter
 * names, then by name.
 */
export function searchStations(db: Db, normalized: string, limit: number) {
  const escaped = normalized.replace(/[\\%_]/g, (c) => `\\${c}`);
  return db
    .selectFrom("stations")
    .select(["name", "line", "operator"])
    .where(sql<boolean>`search_key like ${`%${escaped}%`} escape '\\'`)
    .orderBy(sql`case when lower(name) like ${`${escaped}%`} escape '\\' then 0 else 1 end`)
    .orderBy(sql`length(name)`)
    .orderBy("name")
    .orderBy("line")
    .limit(limit)
    .execute();
}

export function findStation(db: Db, station: { name: string; line: string; operator: string }) {
  return db
    .selectFrom("stations")
    .select("id")
    .where("name", "=", station.name)
    .where("line", "=", station.line)
    .where("operator", "=", station.operator)
    .executeTakeFirst();
}
