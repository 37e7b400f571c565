import type { Generated } from "kysely";

export interface PageViewsTable {
  id: Generated<number>;
  employeeId: number;
  path: string;
  title: string;
  /** ISO-8601 timestamp, stamped by the server. */
  viewedAt: string;
  /** The UTC day of viewedAt (YYYY-MM-DD), which the daily report groups by. */
  viewedOn: string;
}
