import type { Kysely } from "kysely";
import { withIdColumn } from "./helpers";

// Frozen once landed (decision 030). Scheduled jobs: one lease per job so that of several
// instances only one runs it (and the embedded scheduler's next slot), every run with its progress
// and result, and each instance's sign of life. E-mail: every message the portal wrote, sent or
// kept in the outbox. HR's monthly payroll reports. On tickets: when a pass's owner was reminded
// that it ends and when it was marked expired; on routes: the monthly cost of the legs in force;
// on employees: the language they last used (e-mail in it). In a menu that exists already (a new
// portal gets them from the default menu): the jobs page under administration, HR's payroll reports.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("job_leases")
    .addColumn("job_name", "text", (c) => c.primaryKey())
    .addColumn("holder", "text")
    .addColumn("leased_until", "text")
    .addColumn("next_run_at", "text")
    // The run holding the lease, and the scheduled slot it runs (null for a run asked for now):
    // a slot whose holder died before finishing it runs again.
    .addColumn("run_id", "integer")
    .addColumn("running_slot", "text")
    .execute();

  await withIdColumn(db, db.schema.createTable("job_runs"))
    .addColumn("job_name", "text", (c) => c.notNull())
    .addColumn("trigger", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("requested_by", "integer", (c) => c.references("employees.id").onDelete("set null"))
    .addColumn("queued_at", "text", (c) => c.notNull())
    .addColumn("started_at", "text")
    .addColumn("finished_at", "text")
    .addColumn("progress", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("has_error", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("total", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("success", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("failed", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("error", "text")
    .addColumn("instance", "text")
    .execute();
  await db.schema
    .createIndex("job_runs_job_name_id_idx")
    .on("job_runs")
    .columns(["job_name", "id"])
    .execute();

  await db.schema
    .createTable("job_heartbeats")
    .addColumn("instance", "text", (c) => c.notNull())
    .addColumn("role", "text", (c) => c.notNull())
    .addColumn("runner", "text", (c) => c.notNull())
    .addColumn("beat_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("job_heartbeats_pk", ["instance", "role"])
    .execute();

  await withIdColumn(db, db.schema.createTable("mail_messages"))
    .addColumn("recipient_id", "integer", (c) => c.references("employees.id").onDelete("set null"))
    .addColumn("to_address", "text", (c) => c.notNull())
    .addColumn("template", "text", (c) => c.notNull())
    .addColumn("language", "text", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("text_body", "text", (c) => c.notNull())
    .addColumn("html_body", "text", (c) => c.notNull())
    .addColumn("attachments", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("error", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("sent_at", "text")
    .execute();

  await withIdColumn(db, db.schema.createTable("payroll_reports"))
    .addColumn("month", "text", (c) => c.notNull().unique())
    .addColumn("stored_name", "text", (c) => c.notNull())
    .addColumn("file_name", "text", (c) => c.notNull())
    .addColumn("rows", "integer", (c) => c.notNull())
    .addColumn("monthly_total", "integer", (c) => c.notNull())
    .addColumn("job_run_id", "integer")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await db.schema.alterTable("commutation_tickets").addColumn("expiry_reminded_at", "text").execute();
  await db.schema.alterTable("commutation_tickets").addColumn("expired_at", "text").execute();
  await db.schema
    .alterTable("commuting_routes")
    .addColumn("monthly_cost", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable("commuting_routes").addColumn("monthly_cost_at", "text").execute();
  await db.schema.alterTable("employees").addColumn("preferred_language", "text").execute();
  await addMenuItems(db);
}

async function addMenuItems(db: Kysely<any>): Promise<void> {
  // The app's database runs migrations with its camel-case plugin; read the column either way.
  const rows: Record<string, unknown>[] = await db
    .selectFrom("menu_items")
    .select(["id", "title_key"])
    .execute();
  const existing = rows.map((row) => ({
    id: row.id as number,
    title_key: (row.titleKey ?? row.title_key) as string,
  }));
  if (existing.length === 0) return;
  const now = new Date().toISOString();
  const row = (item: Record<string, unknown>) => ({
    number_source: null,
    is_hidden: 0,
    is_skipped: 0,
    created_at: now,
    updated_at: now,
    ...item,
  });
  const administration = existing.find((item) => item.title_key === "administration");
  if (!existing.some((item) => item.title_key === "jobs")) {
    await db
      .insertInto("menu_items")
      .values(
        row({
          title_key: "jobs",
          icon: "clock",
          screen: "jobs",
          sort_order: 90,
          // Under administration when it is still there; otherwise for administrators at the top.
          parent_id: administration?.id ?? null,
          roles: administration ? "" : "administrator",
        }),
      )
      .execute();
  }
  if (!existing.some((item) => item.title_key === "payrollReports")) {
    await db
      .insertInto("menu_items")
      .values(
        row({
          title_key: "payrollReports",
          icon: "calendar",
          screen: "payrollReports",
          sort_order: 88,
          parent_id: null,
          roles: "hr",
        }),
      )
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom("menu_items").where("title_key", "in", ["jobs", "payrollReports"]).execute();
  await db.schema.alterTable("employees").dropColumn("preferred_language").execute();
  await db.schema.alterTable("commuting_routes").dropColumn("monthly_cost_at").execute();
  await db.schema.alterTable("commuting_routes").dropColumn("monthly_cost").execute();
  await db.schema.alterTable("commutation_tickets").dropColumn("expired_at").execute();
  await db.schema.alterTable("commutation_tickets").dropColumn("expiry_reminded_at").execute();
  await db.schema.dropTable("payroll_reports").execute();
  await db.schema.dropTable("mail_messages").execute();
  await db.schema.dropTable("job_heartbeats").execute();
  await db.schema.dropTable("job_runs").execute();
  await db.schema.dropTable("job_leases").execute();
}
