import type { Kysely } from "kysely";
import { withIdColumn } from "./helpers";

// Frozen once landed: help pages (one row per feature, function, order and language, holding the
// published text and the draft) and their published revisions. Images live under DATA_DIR.

export async function up(db: Kysely<any>): Promise<void> {
  await withIdColumn(db, db.schema.createTable("help_pages"))
    .addColumn("feature", "text", (c) => c.notNull())
    .addColumn("function", "text", (c) => c.notNull())
    .addColumn("order_no", "integer", (c) => c.notNull())
    .addColumn("language", "text", (c) => c.notNull())
    // The published page; null until first published.
    .addColumn("title", "text")
    .addColumn("markdown", "text")
    .addColumn("published_at", "text")
    // The draft an editor is working on; null when there is none.
    .addColumn("draft_title", "text")
    .addColumn("draft_markdown", "text")
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addUniqueConstraint("help_pages_address", ["feature", "function", "order_no", "language"])
    .execute();
  await withIdColumn(db, db.schema.createTable("help_revisions"))
    .addColumn("page_id", "integer", (c) => c.notNull().references("help_pages.id").onDelete("cascade"))
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("markdown", "text", (c) => c.notNull())
    // Who published it; null for the pages shipped with the portal.
    .addColumn("created_by", "integer", (c) => c.references("employees.id").onDelete("set null"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("help_revisions_page").on("help_revisions").column("page_id").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("help_revisions").execute();
  await db.schema.dropTable("help_pages").execute();
}
