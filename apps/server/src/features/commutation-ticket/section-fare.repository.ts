import { type Insertable, sql } from "kysely";
import type { Db } from "../../db/database";
import { personName } from "../../lib/person-name";
import type { SectionFaresTable } from "./commutation-ticket.table";
import { containsPattern } from "./ticket-review.repository";

/** A section's two stations as stored: sorted, so that either direction is the same row. */
export function sectionKey(departure: string, arrival: string): { stationA: string; stationB: string } {
  const [stationA, stationB] = [departure, arrival].sort();
  return { stationA: stationA ?? "", stationB: stationB ?? "" };
}

function selectFares(db: Db) {
  return db
    .selectFrom("sectionFares")
    .innerJoin("employees as editor", "editor.id", "sectionFares.updatedBy")
    .selectAll("sectionFares")
    .select(personName("editor").as("updatedByName"));
}

export type SectionFareRow = Awaited<ReturnType<ReturnType<typeof selectFares>["executeTakeFirstOrThrow"]>>;

/** The official fares of a section, either direction. */
export function findSectionFare(db: Db, departure: string, arrival: string) {
  const { stationA, stationB } = sectionKey(departure, arrival);
  return selectFares(db)
    .where("sectionFares.stationA", "=", stationA)
    .where("sectionFares.stationB", "=", stationB)
    .executeTakeFirst();
}

/** Sets a section's fares, replacing what it had. */
export async function upsertSectionFare(db: Db, values: Insertable<SectionFaresTable>): Promise<number> {
  const { stationA: _a, stationB: _b, ...changes } = values;
  const row = await db
    .insertInto("sectionFares")
    .values(values)
    .onConflict((oc) => oc.columns(["stationA", "stationB"]).doUpdateSet(changes))
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export function findSectionFareById(db: Db, id: number) {
  return selectFares(db).where("sectionFares.id", "=", id).executeTakeFirst();
}

/** Either station's name contains the text, case-insensitively (true without a text). */
function matching(search: string) {
  if (!search) return sql<boolean>`1 = 1`;
  const pattern = containsPattern(search);
  // The escape character is a backslash (containsPattern escapes with it).
  const like = (column: string) => sql`lower(${sql.ref(column)}) like ${pattern} escape ${"\\"}`;
  return sql<boolean>`(${like("sectionFares.stationA")} or ${like("sectionFares.stationB")})`;
}

/** A page of the sections whose station names contain the text, by station names. */
export function findSectionFaresPage(db: Db, search: string, page: { offset: number; limit: number }) {
  return selectFares(db)
    .where(matching(search))
    .orderBy("sectionFares.stationA")
    .orderBy("sectionFares.stationB")
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countSectionFares(db: Db, search: string): Promise<number> {
  const row = await db
    .selectFrom("sectionFares")
    .where(matching(search))
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Removes a section's fares; answers whether there was such a row. */
export async function deleteSectionFare(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom("sectionFares").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
