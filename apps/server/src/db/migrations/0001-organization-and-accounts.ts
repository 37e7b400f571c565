import type { Kysely } from "kysely";
import { withIdColumn } from "./helpers";

// Frozen once landed: change the schema with a new numbered migration.
// Portable types only: ISO-8601 text timestamps and dates, 0/1 integers for booleans.

export async function up(db: Kysely<any>): Promise<void> {
  await withIdColumn(db, db.schema.createTable("working_places"))
    .addColumn("code", "text", (c) => c.notNull().unique())
    .addColumn("name_en", "text", (c) => c.notNull())
    .addColumn("name_ja", "text", (c) => c.notNull())
    .addColumn("post_code", "text", (c) => c.notNull())
    .addColumn("address1", "text", (c) => c.notNull())
    .addColumn("address2", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await withIdColumn(db, db.schema.createTable("departments"))
    .addColumn("code", "text", (c) => c.notNull().unique())
    .addColumn("name_en", "text", (c) => c.notNull())
    .addColumn("name_ja", "text", (c) => c.notNull())
    .addColumn("leader_employee_id", "integer")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await withIdColumn(db, db.schema.createTable("employees"))
    .addColumn("account", "text", (c) => c.notNull().unique())
    .addColumn("employee_code", "text", (c) => c.notNull().unique())
    .addColumn("full_name", "text", (c) => c.notNull())
    .addColumn("full_name_jp", "text")
    .addColumn("display_name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("dept_id", "integer", (c) => c.notNull().references("departments.id"))
    .addColumn("position", "text")
    .addColumn("sex", "text")
    .addColumn("birthday", "text")
    .addColumn("nationality", "text")
    .addColumn("joined_date", "text")
    .addColumn("contract_type", "text")
    .addColumn("working_place_id", "integer", (c) => c.references("working_places.id"))
    .addColumn("post_code", "text")
    .addColumn("prefecture", "text")
    .addColumn("city", "text")
    .addColumn("town", "text")
    .addColumn("building", "text")
    .addColumn("tel", "text")
    .addColumn("status", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("timesheet_mode", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("employees_dept_id_idx").on("employees").column("dept_id").execute();

  // Sign-in credentials and role levels, one row per employee who may sign in.
  await db.schema
    .createTable("accounts")
    .addColumn("employee_id", "integer", (c) => c.primaryKey().references("employees.id").onDelete("cascade"))
    .addColumn("password_hash", "text", (c) => c.notNull())
    .addColumn("sms", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("seat_admin", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("delegator", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("owner_nda", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("fes_admin", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("nda_admin", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("ticket_approver", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("administrator", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("accounts").execute();
  await db.schema.dropTable("employees").execute();
  await db.schema.dropTable("departments").execute();
  await db.schema.dropTable("working_places").execute();
}
