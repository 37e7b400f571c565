import type { Kysely } from "kysely";
import { withIdColumn } from "./helpers";

// Frozen once landed. Notifications (notifications issue): one row per recipient. Title and
// message are JSON: either texts per language ({"en","ja"}) or a catalogue key with parameters
// ({"key","params"}), rendered in the reader's language when read.

export async function up(db: Kysely<any>): Promise<void> {
  await withIdColumn(db, db.schema.createTable("notifications"))
    .addColumn("recipient_id", "integer", (c) => c.notNull().references("employees.id").onDelete("cascade"))
    .addColumn("severity", "integer", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("link", "text")
    .addColumn("sender_id", "integer", (c) => c.references("employees.id").onDelete("set null"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("read_at", "text")
    .execute();
  // The bell and the lists read a recipient's newest first; the unread count filters on read_at.
  await db.schema
    .createIndex("notifications_recipient_id_id_idx")
    .on("notifications")
    .columns(["recipient_id", "id"])
    .execute();
  await db.schema
    .createIndex("notifications_recipient_id_read_at_idx")
    .on("notifications")
    .columns(["recipient_id", "read_at"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("notifications").execute();
}
