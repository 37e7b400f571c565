import type { Kysely } from "kysely";
import { withIdColumn } from "./helpers";

// Frozen once landed. Sign-in security: training-team flag, token revocation, brute-force
// counters, one-time CAPTCHA solutions and SSO nonces, and the sign-in audit.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("accounts")
    .addColumn("yobi2", "integer", (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable("revoked_tokens")
    .addColumn("jti", "text", (c) => c.primaryKey())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("revoked_tokens_expires_at_idx")
    .on("revoked_tokens")
    .column("expires_at")
    .execute();

  // Keyed by the user ID as typed (normalised), known or not, so counters reveal nothing.
  await db.schema
    .createTable("login_throttles")
    .addColumn("user_key", "text", (c) => c.primaryKey())
    .addColumn("consecutive_failures", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("last_failure_at", "text")
    .addColumn("locked_until", "text")
    .addColumn("window_started_at", "text", (c) => c.notNull())
    .addColumn("window_checks", "integer", (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable("one_time_values")
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("one_time_values_pk", ["kind", "value"])
    .execute();

  await withIdColumn(db, db.schema.createTable("sign_in_audit"))
    .addColumn("occurred_at", "text", (c) => c.notNull())
    .addColumn("user_id", "text", (c) => c.notNull())
    .addColumn("employee_id", "integer")
    .addColumn("event", "text", (c) => c.notNull())
    .addColumn("method", "text", (c) => c.notNull())
    .addColumn("ip_address", "text", (c) => c.notNull())
    .addColumn("user_agent", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("sign_in_audit_occurred_at_idx")
    .on("sign_in_audit")
    .column("occurred_at")
    .execute();
  await db.schema.createIndex("sign_in_audit_user_id_idx").on("sign_in_audit").column("user_id").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("sign_in_audit").execute();
  await db.schema.dropTable("one_time_values").execute();
  await db.schema.dropTable("login_throttles").execute();
  await db.schema.dropTable("revoked_tokens").execute();
  await db.schema.alterTable("accounts").dropColumn("yobi2").execute();
}
