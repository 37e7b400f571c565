import { type Kysely, sql } from "kysely";
import { withIdColumn } from "./helpers";

// Frozen once landed. Leave (docs/decisions/040): its types, the grants a balance is made of, the
// requests with a row per day and the grants each day draws on, every transition, the company's own
// days off, the section's settings, summer vacation extension requests, and each employee's work
// pattern (which grant table of the law applies). Amounts are whole hours: 8 a day, 4 a half day.

const now = "2026-01-01T00:00:00.000Z";

/** The types a company starts with; HR edits them. */
const defaultTypes = [
  // code, en, ja, vi, paid, half, hourly, evidence, hr, obligation, balance, lapse, long-term id
  ["ANNUAL", "Annual paid leave", "年次有給休暇", "Nghỉ phép năm có lương", 1, 1, 1, 0, 0, 1, 1, null, null],
  ["AL", "Alternative leave", "代休", "Nghỉ bù", 1, 1, 0, 0, 0, 0, 1, 6, null],
  ["SUMMER", "Summer vacation", "夏季休暇", "Nghỉ hè", 1, 1, 0, 0, 0, 0, 1, null, null],
  ["MARRIAGE", "Marriage leave", "結婚休暇", "Nghỉ kết hôn", 1, 0, 0, 1, 1, 0, 0, null, null],
  ["BEREAVEMENT", "Bereavement leave", "忌引休暇", "Nghỉ tang", 1, 0, 0, 1, 1, 0, 0, null, null],
  ["U", "Unpaid leave", "欠勤（無給休暇）", "Nghỉ không lương", 0, 1, 0, 0, 0, 0, 0, null, null],
  [
    "LTU",
    "Long-term unpaid leave",
    "長期無給休職",
    "Nghỉ dài hạn không lương",
    0,
    0,
    0,
    1,
    1,
    0,
    0,
    null,
    23,
  ],
  [
    "LTO",
    "Long-term leave (other)",
    "長期休職（その他）",
    "Nghỉ dài hạn (khác)",
    0,
    0,
    0,
    1,
    1,
    0,
    0,
    null,
    3,
  ],
] as const;

/** The New Year closure most Japanese companies keep (年末年始): month-days off every year. */
const newYearClosure = "12-29,12-30,12-31,01-01,01-02,01-03";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("employees")
    .addColumn("work_days_per_week", "integer", (c) => c.notNull().defaultTo(5))
    .execute();
  await db.schema
    .alterTable("employees")
    .addColumn("work_hours_per_week", "integer", (c) => c.notNull().defaultTo(40))
    .execute();

  await withIdColumn(db, db.schema.createTable("leave_types"))
    .addColumn("code", "text", (c) => c.notNull().unique())
    .addColumn("name_en", "text", (c) => c.notNull())
    .addColumn("name_ja", "text", (c) => c.notNull())
    .addColumn("name_vi", "text", (c) => c.notNull())
    .addColumn("is_paid", "integer", (c) => c.notNull())
    .addColumn("allows_half_day", "integer", (c) => c.notNull())
    .addColumn("allows_hourly", "integer", (c) => c.notNull())
    .addColumn("needs_evidence", "integer", (c) => c.notNull())
    .addColumn("hr_confirms", "integer", (c) => c.notNull())
    .addColumn("counts_for_obligation", "integer", (c) => c.notNull())
    .addColumn("has_balance", "integer", (c) => c.notNull())
    .addColumn("lapse_months", "integer")
    .addColumn("long_term_type_id", "integer")
    .addColumn("sort_order", "integer", (c) => c.notNull())
    .addColumn("active", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db
    .insertInto("leave_types")
    .values(
      defaultTypes.map(
        (
          [code, en, ja, vi, paid, half, hourly, evidence, hr, obligation, balance, lapse, longTerm],
          index,
        ) => ({
          code,
          name_en: en,
          name_ja: ja,
          name_vi: vi,
          is_paid: paid,
          allows_half_day: half,
          allows_hourly: hourly,
          needs_evidence: evidence,
          hr_confirms: hr,
          counts_for_obligation: obligation,
          has_balance: balance,
          lapse_months: lapse,
          long_term_type_id: longTerm,
          sort_order: index + 1,
          updated_at: now,
        }),
      ),
    )
    .execute();

  await withIdColumn(db, db.schema.createTable("leave_grants"))
    .addColumn("employee_id", "integer", (c) => c.notNull().references("employees.id"))
    .addColumn("leave_type_id", "integer", (c) => c.notNull().references("leave_types.id"))
    .addColumn("grant_date", "text", (c) => c.notNull())
    .addColumn("expires_on", "text", (c) => c.notNull())
    .addColumn("hours", "integer", (c) => c.notNull())
    // law, adjustment, summer or alternative
    .addColumn("source", "text", (c) => c.notNull())
    .addColumn("service_months", "integer")
    .addColumn("attendance_percent", "integer")
    .addColumn("reason", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("created_by", "integer", (c) => c.references("employees.id"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("leave_grants_employee_idx")
    .on("leave_grants")
    .columns(["employee_id", "leave_type_id", "grant_date"])
    .execute();
  // A reference date grants once, however many instances run the job.
  await db.schema
    .createIndex("leave_grants_law_key")
    .unique()
    .on("leave_grants")
    .columns(["employee_id", "leave_type_id", "grant_date"])
    .where(sql.ref("source"), "=", "law")
    .execute();

  await withIdColumn(db, db.schema.createTable("leave_requests"))
    .addColumn("employee_id", "integer", (c) => c.notNull().references("employees.id"))
    .addColumn("leave_type_id", "integer", (c) => c.notNull().references("leave_types.id"))
    .addColumn("status", "integer", (c) => c.notNull())
    .addColumn("from_date", "text", (c) => c.notNull())
    .addColumn("to_date", "text", (c) => c.notNull())
    .addColumn("duration", "integer", (c) => c.notNull())
    .addColumn("from_time", "text")
    .addColumn("to_time", "text")
    .addColumn("hours", "integer", (c) => c.notNull())
    .addColumn("reason", "text", (c) => c.notNull().defaultTo(""))
    // 時季指定: dates HR designated towards the 5-day obligation
    .addColumn("designated", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_by", "integer", (c) => c.notNull().references("employees.id"))
    .addColumn("decided_by", "integer", (c) => c.references("employees.id"))
    .addColumn("decided_at", "text")
    .addColumn("decision_reason", "text")
    .addColumn("hr_by", "integer", (c) => c.references("employees.id"))
    .addColumn("hr_at", "text")
    .addColumn("hr_note", "text")
    .addColumn("submitted_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("leave_requests_employee_idx")
    .on("leave_requests")
    .columns(["employee_id", "from_date"])
    .execute();
  await db.schema
    .createIndex("leave_requests_status_idx")
    .on("leave_requests")
    .columns(["status", "to_date"])
    .execute();

  await withIdColumn(db, db.schema.createTable("leave_request_days"))
    .addColumn("request_id", "integer", (c) =>
      c.notNull().references("leave_requests.id").onDelete("cascade"),
    )
    .addColumn("employee_id", "integer", (c) => c.notNull().references("employees.id"))
    .addColumn("date", "text", (c) => c.notNull())
    .addColumn("hours", "integer", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("leave_request_days_employee_idx")
    .on("leave_request_days")
    .columns(["employee_id", "date"])
    .execute();
  await db.schema
    .createIndex("leave_request_days_request_idx")
    .on("leave_request_days")
    .column("request_id")
    .execute();
  await db.schema
    .createIndex("leave_request_days_date_idx")
    .on("leave_request_days")
    .column("date")
    .execute();

  await withIdColumn(db, db.schema.createTable("leave_draws"))
    .addColumn("request_id", "integer", (c) =>
      c.notNull().references("leave_requests.id").onDelete("cascade"),
    )
    .addColumn("grant_id", "integer", (c) => c.notNull().references("leave_grants.id"))
    .addColumn("date", "text", (c) => c.notNull())
    .addColumn("hours", "integer", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("leave_draws_grant_idx").on("leave_draws").column("grant_id").execute();
  await db.schema.createIndex("leave_draws_request_idx").on("leave_draws").column("request_id").execute();

  await withIdColumn(db, db.schema.createTable("leave_logs"))
    .addColumn("request_id", "integer", (c) =>
      c.notNull().references("leave_requests.id").onDelete("cascade"),
    )
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("actor_id", "integer", (c) => c.references("employees.id"))
    .addColumn("on_behalf_of", "integer", (c) => c.references("employees.id"))
    .addColumn("from_status", "integer")
    .addColumn("to_status", "integer")
    .addColumn("reason", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("leave_logs_request_idx").on("leave_logs").column("request_id").execute();

  await withIdColumn(db, db.schema.createTable("company_holidays"))
    .addColumn("date", "text", (c) => c.notNull().unique())
    .addColumn("name_en", "text", (c) => c.notNull())
    .addColumn("name_ja", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("leave_settings")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("hourly_enabled", "integer", (c) => c.notNull())
    // Month-days the company is closed every year, comma separated (MM-DD).
    .addColumn("closure_days", "text", (c) => c.notNull())
    .addColumn("reminder_months", "text", (c) => c.notNull())
    .addColumn("clash_percent", "integer", (c) => c.notNull())
    .addColumn("summer_from", "text", (c) => c.notNull())
    .addColumn("summer_to", "text", (c) => c.notNull())
    .addColumn("summer_days", "integer", (c) => c.notNull())
    .addColumn("summer_extension_until", "text")
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db
    .insertInto("leave_settings")
    .values({
      id: 1,
      // Hourly leave needs a labour-management agreement (LSA article 39-4): off until HR turns it on.
      hourly_enabled: 0,
      closure_days: newYearClosure,
      reminder_months: "6,3,1",
      clash_percent: 50,
      summer_from: "07-01",
      summer_to: "09-30",
      summer_days: 3,
      summer_extension_until: null,
      updated_at: now,
    })
    .execute();

  await withIdColumn(db, db.schema.createTable("summer_extension_requests"))
    .addColumn("employee_id", "integer", (c) => c.notNull().references("employees.id"))
    .addColumn("year", "integer", (c) => c.notNull())
    .addColumn("extend_until", "text", (c) => c.notNull())
    .addColumn("reason", "text", (c) => c.notNull())
    .addColumn("status", "integer", (c) => c.notNull())
    .addColumn("decided_by", "integer", (c) => c.references("employees.id"))
    .addColumn("decided_at", "text")
    .addColumn("decision_reason", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("summer_extension_requests_employee_idx")
    .on("summer_extension_requests")
    .columns(["employee_id", "year"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    "summer_extension_requests",
    "leave_settings",
    "company_holidays",
    "leave_logs",
    "leave_draws",
    "leave_request_days",
    "leave_requests",
    "leave_grants",
    "leave_types",
  ]) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.alterTable("employees").dropColumn("work_hours_per_week").execute();
  await db.schema.alterTable("employees").dropColumn("work_days_per_week").execute();
}
