import type { Kysely } from "kysely";
import { withIdColumn } from "./helpers";

// Frozen once landed: employee change requests, their evidence and comments, field history,
// addresses, bank accounts and education (docs/decisions/024). The profile fields the employees
// table lacked become columns; dates are YYYY-MM-DD text, timestamps ISO-8601 text, booleans 0/1.

/** Profile columns added to employees, all nullable text (personnel records and the employee's own). */
const profileTextColumns = [
  "full_name_vn",
  "customer_address",
  "job_function",
  "category",
  "job_cater",
  "job_description",
  "display_job_rank",
  "level",
  "marital_status",
  "change_address_date",
  "company_tel",
  "personal_email",
  "housing_address",
  "day_one_date",
  "contract_start_date",
  "contract_end_date",
  "customer_contract_type",
  "end_date",
  "last_working_date",
  "alien_card_no",
  "visa_kind",
  "visa_expire_date",
  "japanese_level",
  "japanese_note",
  "description",
  "emergency_contact_name",
  "emergency_contact_relation",
  "emergency_contact_phone",
  "passport_number",
  "passport_issue_date",
  "passport_issuing_authority",
  "timesheet_source",
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const column of profileTextColumns) {
    await db.schema.alterTable("employees").addColumn(column, "text").execute();
  }
  await db.schema
    .alterTable("employees")
    .addColumn("timesheet_required", "integer", (c) => c.notNull().defaultTo(1))
    .execute();

  // A request: kind (profile, address, bankAccount, education), status, the record it changes
  // (target_id: a bank account or education record; no foreign key, it depends on the kind), the
  // changes as JSON [{ field, oldValue, newValue }] (old: the value when asked), the decision.
  // open_key is set while the request is open (draft, submitted, approved and not yet applied):
  // its unique index lets one open request per employee, kind and target exist at a time.
  await withIdColumn(db, db.schema.createTable("change_requests"))
    .addColumn("employee_id", "integer", (c) => c.notNull().references("employees.id").onDelete("cascade"))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("target_id", "integer")
    .addColumn("is_delete", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("effective_date", "text", (c) => c.notNull())
    .addColumn("changes", "text", (c) => c.notNull())
    .addColumn("reason", "text")
    .addColumn("open_key", "text", (c) => c.unique())
    .addColumn("decision_reason", "text")
    .addColumn("decided_by", "integer", (c) => c.references("employees.id").onDelete("set null"))
    .addColumn("decided_at", "text")
    .addColumn("submitted_at", "text")
    .addColumn("applied_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  // HR's queue (status, oldest submitted first), the owner's list, and the applier's due requests.
  await db.schema
    .createIndex("change_requests_status_idx")
    .on("change_requests")
    .columns(["status", "submitted_at"])
    .execute();
  await db.schema
    .createIndex("change_requests_employee_idx")
    .on("change_requests")
    .columns(["employee_id", "kind", "status"])
    .execute();
  await db.schema
    .createIndex("change_requests_due_idx")
    .on("change_requests")
    .columns(["status", "applied_at", "effective_date"])
    .execute();

  await withIdColumn(db, db.schema.createTable("change_request_evidences"))
    .addColumn("request_id", "integer", (c) =>
      c.notNull().references("change_requests.id").onDelete("cascade"),
    )
    .addColumn("uploaded_by", "integer", (c) => c.notNull().references("employees.id").onDelete("cascade"))
    .addColumn("file_name", "text", (c) => c.notNull())
    .addColumn("stored_name", "text", (c) => c.notNull().unique())
    .addColumn("content_type", "text", (c) => c.notNull())
    .addColumn("size", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("change_request_evidences_request_idx")
    .on("change_request_evidences")
    .column("request_id")
    .execute();

  await withIdColumn(db, db.schema.createTable("change_request_comments"))
    .addColumn("request_id", "integer", (c) =>
      c.notNull().references("change_requests.id").onDelete("cascade"),
    )
    .addColumn("author_id", "integer", (c) => c.notNull().references("employees.id").onDelete("cascade"))
    .addColumn("comment", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("change_request_comments_request_idx")
    .on("change_request_comments")
    .column("request_id")
    .execute();

  // One row per applied change of one field (requests, and the employee's direct edits).
  await withIdColumn(db, db.schema.createTable("employee_field_history"))
    .addColumn("employee_id", "integer", (c) => c.notNull().references("employees.id").onDelete("cascade"))
    .addColumn("request_id", "integer", (c) => c.references("change_requests.id").onDelete("set null"))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("field", "text", (c) => c.notNull())
    .addColumn("old_value", "text")
    .addColumn("new_value", "text")
    .addColumn("effective_date", "text", (c) => c.notNull())
    .addColumn("applied_at", "text", (c) => c.notNull())
    .addColumn("requested_by", "integer", (c) => c.references("employees.id").onDelete("set null"))
    .addColumn("approved_by", "integer", (c) => c.references("employees.id").onDelete("set null"))
    .execute();
  await db.schema
    .createIndex("employee_field_history_employee_idx")
    .on("employee_field_history")
    .columns(["employee_id", "applied_at"])
    .execute();

  // The home addresses an employee has had, from change_address_date on (applied requests).
  await withIdColumn(db, db.schema.createTable("employee_home_addresses"))
    .addColumn("employee_id", "integer", (c) => c.notNull().references("employees.id").onDelete("cascade"))
    .addColumn("post_code", "text", (c) => c.notNull())
    .addColumn("prefecture", "text", (c) => c.notNull())
    .addColumn("city", "text", (c) => c.notNull())
    .addColumn("town", "text", (c) => c.notNull())
    .addColumn("building", "text", (c) => c.notNull())
    .addColumn("change_address_date", "text", (c) => c.notNull())
    .addColumn("request_id", "integer", (c) => c.references("change_requests.id").onDelete("set null"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("employee_home_addresses_employee_idx")
    .on("employee_home_addresses")
    .columns(["employee_id", "change_address_date"])
    .execute();

  // The salary account in use, one per employee; codes and names as the Zengin data had them.
  await withIdColumn(db, db.schema.createTable("employee_bank_accounts"))
    .addColumn("employee_id", "integer", (c) =>
      c.notNull().unique().references("employees.id").onDelete("cascade"),
    )
    .addColumn("bank_code", "text", (c) => c.notNull())
    .addColumn("bank_name", "text", (c) => c.notNull())
    .addColumn("branch_code", "text", (c) => c.notNull())
    .addColumn("branch_name", "text", (c) => c.notNull())
    .addColumn("account_category", "integer", (c) => c.notNull())
    .addColumn("account_name", "text", (c) => c.notNull())
    .addColumn("account_number", "text", (c) => c.notNull())
    .addColumn("effective_date", "text", (c) => c.notNull())
    .addColumn("request_id", "integer", (c) => c.references("change_requests.id").onDelete("set null"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await withIdColumn(db, db.schema.createTable("employee_educations"))
    .addColumn("employee_id", "integer", (c) => c.notNull().references("employees.id").onDelete("cascade"))
    .addColumn("school_name", "text", (c) => c.notNull())
    .addColumn("literacy", "text", (c) => c.notNull())
    .addColumn("specialized", "text")
    .addColumn("graduation_year", "integer")
    .addColumn("graduation_rating", "text")
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("request_id", "integer", (c) => c.references("change_requests.id").onDelete("set null"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("employee_educations_employee_idx")
    .on("employee_educations")
    .column("employee_id")
    .execute();

  // Certificates of an education record: the files of the requests that built it (same stored file).
  await withIdColumn(db, db.schema.createTable("education_certificates"))
    .addColumn("education_id", "integer", (c) =>
      c.notNull().references("employee_educations.id").onDelete("cascade"),
    )
    .addColumn("evidence_id", "integer", (c) =>
      c.references("change_request_evidences.id").onDelete("set null"),
    )
    .addColumn("file_name", "text", (c) => c.notNull())
    .addColumn("stored_name", "text", (c) => c.notNull())
    .addColumn("content_type", "text", (c) => c.notNull())
    .addColumn("size", "integer", (c) => c.notNull())
    .addColumn("is_delete", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("education_certificates_education_idx")
    .on("education_certificates")
    .column("education_id")
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    "education_certificates",
    "employee_educations",
    "employee_bank_accounts",
    "employee_home_addresses",
    "employee_field_history",
    "change_request_comments",
    "change_request_evidences",
    "change_requests",
  ]) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.alterTable("employees").dropColumn("timesheet_required").execute();
  for (const column of [...profileTextColumns].reverse()) {
    await db.schema.alterTable("employees").dropColumn(column).execute();
  }
}
