import { type Kysely, sql } from "kysely";

// Frozen once landed. A change request's notes join the comment threads every object uses: each
// stored note becomes a top-level comment on its request (oldest first, authors and times kept),
// and the request's own comment table goes.

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    INSERT INTO comments (object_type, object_id, parent_id, comment, created_at, created_by)
    SELECT 'changeRequest', request_id, NULL, comment, created_at, author_id
    FROM change_request_comments
    ORDER BY id
  `.execute(db);
  await db.schema.dropTable("change_request_comments").execute();
}
