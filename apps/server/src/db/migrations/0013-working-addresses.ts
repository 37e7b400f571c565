import type { Kysely } from "kysely";
import { withIdColumn } from "./helpers";

// Frozen once landed: employees' working addresses and their history (docs/decisions/022). A
// record holds from its change date (YYYY-MM-DD, in Japan) until the next one's. A change marks
// the employee's commuting route and the tickets that cover days at the old address for
// re-application (0/1 flags); the first new request from the change date on clears the marks.

export async function up(db: Kysely<any>): Promise<void> {
  await withIdColumn(db, db.schema.createTable("employee_working_addresses"))
    .addColumn("employee_id", "integer", (c) => c.notNull().references("employees.id").onDelete("cascade"))
    .addColumn("working_place_id", "integer", (c) => c.references("working_places.id").onDelete("set null"))
    .addColumn("post_code", "text", (c) => c.notNull())
    .addColumn("address1", "text", (c) => c.notNull())
    .addColumn("address2", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("change_date", "text", (c) => c.notNull())
    .addColumn("ticket_id", "integer", (c) => c.references("commutation_tickets.id").onDelete("set null"))
    .addColumn("created_by", "integer", (c) => c.references("employees.id").onDelete("set null"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addUniqueConstraint("employee_working_addresses_employee_date_key", ["employee_id", "change_date"])
    .execute();

  // Plain columns (no foreign key), so that SQLite can drop them again in down().
  await db.schema
    .alterTable("commuting_routes")
    .addColumn("is_change_working_address", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable("commuting_routes").addColumn("working_address_change_id", "integer").execute();
  await db.schema.alterTable("commuting_routes").addColumn("working_address_change_date", "text").execute();
  await db.schema
    .alterTable("commutation_tickets")
    .addColumn("is_change_working_address", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("commutation_tickets").dropColumn("is_change_working_address").execute();
  await db.schema.alterTable("commuting_routes").dropColumn("working_address_change_date").execute();
  await db.schema.alterTable("commuting_routes").dropColumn("working_address_change_id").execute();
  await db.schema.alterTable("commuting_routes").dropColumn("is_change_working_address").execute();
  await db.schema.dropTable("employee_working_addresses").execute();
}
