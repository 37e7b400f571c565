import type { Kysely } from "kysely";

// Frozen once landed (decision 012). Sign-in protection that slows a guesser without keeping the
// owner out: failures counted per user ID and client address (growing waits instead of an
// account-wide lock), and the browsers and apps an account has signed in from (known devices).

export async function up(db: Kysely<any>): Promise<void> {
  // Keyed by the user ID as typed (normalised), known or not, and the client address (IPv6 by /64).
  await db.schema
    .createTable("login_pair_throttles")
    .addColumn("user_key", "text", (c) => c.notNull())
    .addColumn("address", "text", (c) => c.notNull())
    .addColumn("consecutive_failures", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("last_failure_at", "text")
    // Until when a try that took the pair's slot may still be checking its password.
    .addColumn("checking_until", "text")
    .addPrimaryKeyConstraint("login_pair_throttles_pk", ["user_key", "address"])
    .execute();
  await db.schema
    .createIndex("login_pair_throttles_last_failure_at_idx")
    .on("login_pair_throttles")
    .column("last_failure_at")
    .execute();

  // Only a hash of the token is stored: the table alone lets no one pass as a known device.
  await db.schema
    .createTable("login_devices")
    .addColumn("token_hash", "text", (c) => c.primaryKey())
    .addColumn("user_key", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("last_used_at", "text", (c) => c.notNull())
    .addColumn("consecutive_failures", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex("login_devices_last_used_at_idx")
    .on("login_devices")
    .column("last_used_at")
    .execute();

  // The account-wide lock is gone; the account row keeps the CAPTCHA window, the hourly
  // allowance and when administrators were last alerted.
  await db.schema.alterTable("login_throttles").dropColumn("locked_until").execute();
  await db.schema.alterTable("login_throttles").addColumn("alerted_at", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("login_throttles").dropColumn("alerted_at").execute();
  await db.schema.alterTable("login_throttles").addColumn("locked_until", "text").execute();
  await db.schema.dropTable("login_devices").execute();
  await db.schema.dropTable("login_pair_throttles").execute();
}
