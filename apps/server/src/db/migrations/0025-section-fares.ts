import type { Kysely } from "kysely";
import { withIdColumn } from "./helpers";

// Frozen once landed. The official fares HR sets per section (docs/decisions/017): one row per pair
// of stations, kept with the two names in code-point order so that either direction finds it.

export async function up(db: Kysely<any>): Promise<void> {
  await withIdColumn(db, db.schema.createTable("section_fares"))
    .addColumn("station_a", "text", (c) => c.notNull())
    .addColumn("station_b", "text", (c) => c.notNull())
    .addColumn("one_month", "integer")
    .addColumn("three_months", "integer")
    .addColumn("six_months", "integer")
    .addColumn("note", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("updated_by", "integer", (c) => c.notNull().references("employees.id"))
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addUniqueConstraint("section_fares_section_key", ["station_a", "station_b"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("section_fares").execute();
}
