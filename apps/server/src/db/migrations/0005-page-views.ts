import type { Kysely } from "kysely";
import { withIdColumn } from "./helpers";

// Frozen once landed. Page views (shell issue item 11): one row a view, written with one insert;
// the UTC day is stored beside the time so the daily report groups on an indexed column.

export async function up(db: Kysely<any>): Promise<void> {
  await withIdColumn(db, db.schema.createTable("page_views"))
    .addColumn("employee_id", "integer", (c) => c.notNull().references("employees.id").onDelete("cascade"))
    .addColumn("path", "text", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("viewed_at", "text", (c) => c.notNull())
    .addColumn("viewed_on", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("page_views_viewed_on_path_idx")
    .on("page_views")
    .columns(["viewed_on", "path"])
    .execute();
  await db.schema.createIndex("page_views_employee_id_idx").on("page_views").column("employee_id").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("page_views").execute();
}
