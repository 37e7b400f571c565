import type { Kysely } from "kysely";
import { withIdColumn } from "./helpers";

// Frozen once landed. The answers of writes sent with an Idempotency-Key (decision 031): one row
// per caller, call and key, claimed before the handler runs (no answer yet) and holding the
// answer once it succeeded; a repeat gets that answer back until the row expires.

export async function up(db: Kysely<any>): Promise<void> {
  await withIdColumn(db, db.schema.createTable("idempotency_keys"))
    .addColumn("employee_id", "integer", (c) => c.notNull().references("employees.id").onDelete("cascade"))
    .addColumn("route", "text", (c) => c.notNull())
    .addColumn("idempotency_key", "text", (c) => c.notNull())
    .addColumn("request_hash", "text", (c) => c.notNull())
    .addColumn("status_code", "integer")
    .addColumn("content_type", "text")
    .addColumn("response_body", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("idempotency_keys_employee_route_key_idx")
    .on("idempotency_keys")
    .columns(["employee_id", "route", "idempotency_key"])
    .unique()
    .execute();
  await db.schema
    .createIndex("idempotency_keys_expires_at_idx")
    .on("idempotency_keys")
    .column("expires_at")
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("idempotency_keys").execute();
}
