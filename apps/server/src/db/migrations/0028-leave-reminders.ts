import type { Kysely } from "kysely";
import { withIdColumn } from "./helpers";

// Frozen once landed. The 5-day obligation's reminders already sent (docs/decisions/040): one row
// per employee, grant and reminder point, so that a reminder goes once, however often the job runs.

export async function up(db: Kysely<any>): Promise<void> {
  await withIdColumn(db, db.schema.createTable("leave_reminders"))
    .addColumn("employee_id", "integer", (c) => c.notNull().references("employees.id"))
    .addColumn("grant_date", "text", (c) => c.notNull())
    // Months before the deadline the reminder stands for (6, 3, 1 by default).
    .addColumn("months", "integer", (c) => c.notNull())
    .addColumn("sent_at", "text", (c) => c.notNull())
    .addUniqueConstraint("leave_reminders_key", ["employee_id", "grant_date", "months"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("leave_reminders").execute();
}
