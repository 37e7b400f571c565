import type { Kysely } from "kysely";
import { withIdColumn } from "./helpers";

// Frozen once landed. Profile photos (docs/decisions/021): one row per employee that has one; the
// file itself (a 256×256 WebP the server made) lives under DATA_DIR with a random name.

export async function up(db: Kysely<any>): Promise<void> {
  await withIdColumn(db, db.schema.createTable("employee_avatars"))
    .addColumn("employee_id", "integer", (c) =>
      c.notNull().unique().references("employees.id").onDelete("cascade"),
    )
    .addColumn("stored_name", "text", (c) => c.notNull())
    .addColumn("content_type", "text", (c) => c.notNull())
    // Bytes of the stored file.
    .addColumn("size", "integer", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("employee_avatars").execute();
}
