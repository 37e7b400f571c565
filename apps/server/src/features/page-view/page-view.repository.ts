import type { Insertable } from "kysely";
import type { Db } from "../../db/database";
import type { PageViewsTable } from "./page-view.table";

export function create(db: Db, values: Insertable<PageViewsTable>) {
  return db.insertInto("pageViews").values(values).execute();
}

export interface DayRange {
  /** Inclusive days, YYYY-MM-DD. */
  from: string;
  to: string;
}

/**
 * Per day of the range, the `perDay` most visited paths with their view counts: newest day
 * first, then most visited first (ties by path). Window functions run on SQLite and PostgreSQL.
 */
export function findTopPathsByDay(db: Db, range: DayRange, perDay: number) {
  const ranked = db
    .selectFrom("pageViews")
    .where("viewedOn", ">=", range.from)
    .where("viewedOn", "<=", range.to)
    .groupBy(["viewedOn", "path"])
    .select((eb) => [
      "viewedOn",
      "path",
      eb.fn.countAll<number>().as("views"),
      eb.fn
        .agg<number>("row_number")
        .over((over) => over.partitionBy("viewedOn").orderBy(eb.fn.countAll(), "desc").orderBy("path", "asc"))
        .as("position"),
    ]);
  return db
    .selectFrom(ranked.as("ranked"))
    .selectAll()
    .where("position", "<=", perDay)
    .orderBy("viewedOn", "desc")
    .orderBy("position", "asc")
    .execute();
}

export type TopPathRow = Awaited<ReturnType<typeof findTopPathsByDay>>[number];
