import type { Kysely } from "kysely";
import { withIdColumn } from "./helpers";

// Frozen once landed: comment threads on objects (a commuting ticket, a change request). A reply
// points at its top-level comment (one level); deleting a comment deletes its replies.

export async function up(db: Kysely<any>): Promise<void> {
  await withIdColumn(db, db.schema.createTable("comments"))
    .addColumn("object_type", "text", (c) => c.notNull())
    .addColumn("object_id", "integer", (c) => c.notNull())
    .addColumn("parent_id", "integer", (c) => c.references("comments.id").onDelete("cascade"))
    .addColumn("comment", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("created_by", "integer", (c) => c.notNull().references("employees.id").onDelete("cascade"))
    .addColumn("modified_at", "text")
    .addColumn("modified_by", "integer", (c) => c.references("employees.id").onDelete("set null"))
    .execute();
  await db.schema
    .createIndex("comments_object_idx")
    .on("comments")
    .columns(["object_type", "object_id", "id"])
    .execute();
  await db.schema.createIndex("comments_parent_idx").on("comments").column("parent_id").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("comments").execute();
}
