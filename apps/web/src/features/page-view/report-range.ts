import type { DailyPageViewsQuery } from "@portal/contract/page-view/page-view.schema";

const dayMs = 24 * 60 * 60 * 1000;

/** The report opens on the last 7 days up to today, in UTC days like the server counts them. */
export function defaultReportRange(now = new Date()): DailyPageViewsQuery {
  return {
    from: new Date(now.getTime() - 6 * dayMs).toISOString().slice(0, 10),
    to: now.toISOString().slice(0, 10),
  };
}
