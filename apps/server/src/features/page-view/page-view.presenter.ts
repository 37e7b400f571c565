import type { DailyPageViews } from "@portal/contract/page-view/page-view.schema";
import type { TopPathRow } from "./page-view.repository";

/** Rows ordered by day (newest first) then rank, grouped into one entry per day. */
export function toDailyPageViews(rows: TopPathRow[]): DailyPageViews[] {
  const days: DailyPageViews[] = [];
  for (const row of rows) {
    let day = days.at(-1);
    if (day?.date !== row.viewedOn) {
      day = { date: row.viewedOn, pages: [] };
      days.push(day);
    }
    day.pages.push({ path: row.path, count: Number(row.views) });
  }
  return days;
}
