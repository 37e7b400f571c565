import type { Kysely } from "kysely";
import { withIdColumn } from "./helpers";

// Frozen once landed. Campaigns: the banner image, texts in English and Japanese, and the
// calendar dates (YYYY-MM-DD, both included) between which the banner runs.

export async function up(db: Kysely<any>): Promise<void> {
  await withIdColumn(db, db.schema.createTable("campaigns"))
    .addColumn("image_url", "text", (c) => c.notNull())
    .addColumn("title_en", "text", (c) => c.notNull())
    .addColumn("title_ja", "text", (c) => c.notNull())
    .addColumn("content_en", "text", (c) => c.notNull())
    .addColumn("content_ja", "text", (c) => c.notNull())
    .addColumn("start_date", "text", (c) => c.notNull())
    .addColumn("expired_date", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("campaigns_dates_idx")
    .on("campaigns")
    .columns(["start_date", "expired_date"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("campaigns").execute();
}
