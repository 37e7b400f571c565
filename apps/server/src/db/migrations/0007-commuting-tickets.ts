import type { Kysely } from "kysely";
import { withIdColumn } from "./helpers";

// Frozen once landed. Commuting tickets (docs/decisions/017): an employee's route holds legs
// (tickets); every status change writes a log row; evidence files are stored under DATA_DIR with
// random names; stations come from the shipped list plus what HR adds. Dates are YYYY-MM-DD text;
// amounts whole yen. Booleans are integers 0/1 on both databases.

export async function up(db: Kysely<any>): Promise<void> {
  // The employee's own monthly commuting allowance limit (yen); null uses the company default.
  await db.schema.alterTable("employees").addColumn("commuting_allowance_limit", "integer").execute();

  await withIdColumn(db, db.schema.createTable("commuting_routes"))
    .addColumn("employee_id", "integer", (c) =>
      c.notNull().unique().references("employees.id").onDelete("cascade"),
    )
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await withIdColumn(db, db.schema.createTable("commutation_tickets"))
    .addColumn("route_id", "integer", (c) =>
      c.notNull().references("commuting_routes.id").onDelete("cascade"),
    )
    .addColumn("employee_id", "integer", (c) => c.notNull().references("employees.id").onDelete("cascade"))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("previous_ticket_id", "integer", (c) =>
      c.references("commutation_tickets.id").onDelete("set null"),
    )
    .addColumn("ticket_sequence", "integer", (c) => c.notNull())
    .addColumn("departure", "text", (c) => c.notNull())
    .addColumn("arrival", "text", (c) => c.notNull())
    .addColumn("transport_type", "text", (c) => c.notNull())
    .addColumn("amount", "integer", (c) => c.notNull())
    .addColumn("duration", "integer", (c) => c.notNull())
    .addColumn("start_date", "text", (c) => c.notNull())
    .addColumn("end_date", "text", (c) => c.notNull())
    .addColumn("notes", "text", (c) => c.notNull())
    .addColumn("working_address", "text", (c) => c.notNull())
    .addColumn("status", "integer", (c) => c.notNull())
    .addColumn("over_budget", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("reject_reason", "text")
    .addColumn("submitted_at", "text")
    .addColumn("cancel_date", "text")
    .addColumn("cancel_type", "text")
    .addColumn("refund_amount", "integer")
    .addColumn("cancel_reason", "integer")
    .addColumn("cancel_note", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("commutation_tickets_employee_id_idx")
    .on("commutation_tickets")
    .columns(["employee_id", "start_date"])
    .execute();
  await db.schema
    .createIndex("commutation_tickets_route_id_idx")
    .on("commutation_tickets")
    .column("route_id")
    .execute();
  await db.schema
    .createIndex("commutation_tickets_status_idx")
    .on("commutation_tickets")
    .column("status")
    .execute();
  await db.schema
    .createIndex("commutation_tickets_section_idx")
    .on("commutation_tickets")
    .columns(["departure", "arrival", "status"])
    .execute();

  await withIdColumn(db, db.schema.createTable("ticket_logs"))
    .addColumn("ticket_id", "integer", (c) => c.notNull())
    .addColumn("employee_id", "integer", (c) => c.notNull().references("employees.id").onDelete("cascade"))
    .addColumn("actor_id", "integer", (c) => c.notNull().references("employees.id").onDelete("cascade"))
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("from_status", "integer")
    .addColumn("to_status", "integer")
    .addColumn("reason", "text")
    .addColumn("acted_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("ticket_logs_ticket_id_idx").on("ticket_logs").column("ticket_id").execute();

  await withIdColumn(db, db.schema.createTable("ticket_evidences"))
    .addColumn("ticket_id", "integer", (c) => c.references("commutation_tickets.id").onDelete("cascade"))
    .addColumn("uploaded_by", "integer", (c) => c.notNull().references("employees.id").onDelete("cascade"))
    .addColumn("purpose", "text", (c) => c.notNull())
    .addColumn("file_name", "text", (c) => c.notNull())
    .addColumn("stored_name", "text", (c) => c.notNull().unique())
    .addColumn("content_type", "text", (c) => c.notNull())
    .addColumn("size", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("ticket_evidences_ticket_id_idx")
    .on("ticket_evidences")
    .column("ticket_id")
    .execute();

  await withIdColumn(db, db.schema.createTable("stations"))
    .addColumn("code", "text")
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("line", "text", (c) => c.notNull())
    .addColumn("operator", "text", (c) => c.notNull())
    .addColumn("search_key", "text", (c) => c.notNull())
    .addColumn("added_by", "integer", (c) => c.references("employees.id").onDelete("set null"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("stations_name_line_operator_idx")
    .on("stations")
    .columns(["name", "line", "operator"])
    .unique()
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    "stations",
    "ticket_evidences",
    "ticket_logs",
    "commutation_tickets",
    "commuting_routes",
  ]) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.alterTable("employees").dropColumn("commuting_allowance_limit").execute();
}
