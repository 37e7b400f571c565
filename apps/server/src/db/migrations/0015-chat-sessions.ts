import type { Kysely } from "kysely";
import { withIdColumn } from "./helpers";

// Frozen once landed: the conversations with Navi, the chat assistant (docs/decisions/025). A
// session's engine state (its task stack and the newest form's revision) is JSON text, so a
// reload resumes where the conversation stood; its messages are what the history call answers.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("chat_sessions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("employee_id", "integer", (c) => c.notNull().references("employees.id").onDelete("cascade"))
    .addColumn("language", "text", (c) => c.notNull())
    .addColumn("agent_type", "text", (c) => c.notNull())
    .addColumn("state", "text", (c) => c.notNull())
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("chat_sessions_employee_idx")
    .on("chat_sessions")
    .column("employee_id")
    .execute();

  await withIdColumn(db, db.schema.createTable("chat_messages"))
    .addColumn("session_id", "text", (c) => c.notNull().references("chat_sessions.id").onDelete("cascade"))
    .addColumn("is_from_user", "integer", (c) => c.notNull())
    .addColumn("text", "text", (c) => c.notNull())
    .addColumn("task_name", "text")
    .addColumn("data", "text")
    .addColumn("answer_type", "text", (c) => c.notNull())
    .addColumn("language", "text", (c) => c.notNull())
    .addColumn("timestamp", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("chat_messages_session_idx")
    .on("chat_messages")
    .columns(["session_id", "id"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("chat_messages").execute();
  await db.schema.dropTable("chat_sessions").execute();
}
