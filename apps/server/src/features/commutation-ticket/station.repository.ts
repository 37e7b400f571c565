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

/** Every station's search key (to bring them up to date at start). */
export function listSearchKeys(db: Db) {
  return db.selectFrom("stations").select(["id", "name", "line", "operator", "searchKey"]).execute();
}

export async function updateSearchKey(db: Db, id: number, searchKey: string): Promise<void> {
  await db.updateTable("stations").set({ searchKey }).where("id", "=", id).execute();
}

/**
 * Stations whose search key contains the text. The best first: the name or a reading equal to
 * the text, then one that starts with it, then the rest; among those, stations served by more
 * lines (the busy ones) first, then shorter names, then by name and line.
 */
export function searchStations(db: Db, normalized: string, limit: number) {
  const escaped = normalized.replace(/[\\%_]/g, (c) => `\\${c}`);
  const like = (pattern: string) => sql<boolean>`search_key like ${pattern} escape '\\'`;
  return db
    .selectFrom("stations")
    .select(["name", "line", "operator"])
    .where(like(`%${escaped}%`))
    .orderBy(
      sql`case when ${like(`${escaped} %`)} or ${like(`% ${escaped} %`)} then 0
        when ${like(`${escaped}%`)} or ${like(`% ${escaped}%`)} then 1 else 2 end`,
    )
    .orderBy(sql`(select count(*) from stations as same where same.name = stations.name)`, "desc")
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
