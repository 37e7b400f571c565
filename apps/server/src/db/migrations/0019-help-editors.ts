import type { Kysely } from "kysely";

// Frozen once landed: employees an administrator made help editors (administrators and HR edit
// help pages anyway). One row per editor; it goes with the employee.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("help_editors")
    .addColumn("employee_id", "integer", (c) => c.primaryKey().references("employees.id").onDelete("cascade"))
    .addColumn("granted_by", "integer", (c) => c.references("employees.id").onDelete("set null"))
    .addColumn("granted_at", "text", (c) => c.notNull())
    .execute();
}
