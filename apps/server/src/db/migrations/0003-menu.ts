import type { Kysely } from "kysely";
import { withIdColumn } from "./helpers";

// Frozen once landed. The menu records the sidebar is built from, per user role.

export async function up(db: Kysely<any>): Promise<void> {
  await withIdColumn(db, db.schema.createTable("menu_items"))
    .addColumn("parent_id", "integer", (c) => c.references("menu_items.id").onDelete("cascade"))
    .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("title_key", "text", (c) => c.notNull())
    .addColumn("icon", "text")
    .addColumn("screen", "text")
    .addColumn("url", "text")
    .addColumn("target", "text")
    .addColumn("is_hidden", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("is_skipped", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("number_source", "text")
    // Comma-separated role names; empty means every signed-in employee.
    .addColumn("roles", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("menu_items_parent_id_idx").on("menu_items").column("parent_id").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("menu_items").execute();
}
