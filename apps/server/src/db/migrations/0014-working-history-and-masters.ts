import type { Kysely } from "kysely";
import { withIdColumn } from "./helpers";

// Frozen once landed: working history and the employee master lists (docs/decisions/023).
// Working history: an employee's career, months as YYYY-MM text (to_month null: still there).
// Job ranks and positions are company data shipped here as the starting lists; job-rank steps
// and employment contracts belong to an employee and go with them. Dates are YYYY-MM-DD text.

const jobRanks = [
  { code: "G1", nameEn: "Associate", nameJa: "アソシエイト", level: 1 },
  { code: "G2", nameEn: "Engineer", nameJa: "エンジニア", level: 2 },
  { code: "G3", nameEn: "Senior Engineer", nameJa: "シニアエンジニア", level: 3 },
  { code: "G4", nameEn: "Lead", nameJa: "リード", level: 4 },
  { code: "G5", nameEn: "Manager", nameJa: "マネージャー", level: 5 },
  { code: "G6", nameEn: "Senior Manager", nameJa: "シニアマネージャー", level: 6 },
  { code: "G7", nameEn: "Director", nameJa: "ディレクター", level: 7 },
];

const positions = [
  { code: "SE", nameEn: "Software Engineer", nameJa: "ソフトウェアエンジニア" },
  { code: "SSE", nameEn: "Senior Software Engineer", nameJa: "シニアソフトウェアエンジニア" },
  { code: "BRSE", nameEn: "Bridge SE", nameJa: "ブリッジSE" },
  { code: "QA", nameEn: "QA Engineer", nameJa: "QAエンジニア" },
  { code: "PM", nameEn: "Project Manager", nameJa: "プロジェクトマネージャー" },
  { code: "AM", nameEn: "Assistant Manager", nameJa: "課長代理" },
  { code: "DM", nameEn: "Department Manager", nameJa: "部長" },
  { code: "HRS", nameEn: "HR Specialist", nameJa: "人事担当" },
  { code: "ACC", nameEn: "Accountant", nameJa: "経理担当" },
  { code: "ACM", nameEn: "Account Manager", nameJa: "営業担当" },
  { code: "ITA", nameEn: "IT Administrator", nameJa: "社内SE" },
];

export async function up(db: Kysely<any>): Promise<void> {
  await withIdColumn(db, db.schema.createTable("working_histories"))
    .addColumn("employee_id", "integer", (c) => c.notNull().references("employees.id").onDelete("cascade"))
    .addColumn("company_name", "text", (c) => c.notNull())
    .addColumn("project_name", "text", (c) => c.notNull())
    .addColumn("role", "text", (c) => c.notNull())
    .addColumn("from_month", "text", (c) => c.notNull())
    .addColumn("to_month", "text")
    .addColumn("technologies", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("working_histories_employee_id_idx")
    .on("working_histories")
    .columns(["employee_id", "from_month"])
    .execute();

  await withIdColumn(db, db.schema.createTable("job_ranks"))
    .addColumn("code", "text", (c) => c.notNull().unique())
    .addColumn("name_en", "text", (c) => c.notNull())
    .addColumn("name_ja", "text", (c) => c.notNull())
    .addColumn("level", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await withIdColumn(db, db.schema.createTable("job_rank_histories"))
    .addColumn("employee_id", "integer", (c) => c.notNull().references("employees.id").onDelete("cascade"))
    .addColumn("job_rank_id", "integer", (c) => c.notNull().references("job_ranks.id"))
    .addColumn("effective_date", "text", (c) => c.notNull())
    .addColumn("note", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("job_rank_histories_employee_id_idx")
    .on("job_rank_histories")
    .columns(["employee_id", "effective_date"])
    .unique()
    .execute();

  await withIdColumn(db, db.schema.createTable("positions"))
    .addColumn("code", "text", (c) => c.notNull().unique())
    .addColumn("name_en", "text", (c) => c.notNull())
    .addColumn("name_ja", "text", (c) => c.notNull())
    .addColumn("sort_order", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await withIdColumn(db, db.schema.createTable("employee_contracts"))
    .addColumn("employee_id", "integer", (c) => c.notNull().references("employees.id").onDelete("cascade"))
    .addColumn("contract_no", "text", (c) => c.notNull().unique())
    .addColumn("fjp_contract_type", "integer", (c) => c.notNull())
    .addColumn("start_date", "text", (c) => c.notNull())
    .addColumn("end_date", "text")
    .addColumn("note", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("employee_contracts_employee_id_idx")
    .on("employee_contracts")
    .columns(["employee_id", "start_date"])
    .execute();

  const now = new Date().toISOString();
  await db
    .insertInto("job_ranks")
    .values(
      jobRanks.map((rank) => ({
        code: rank.code,
        name_en: rank.nameEn,
        name_ja: rank.nameJa,
        level: rank.level,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
  await db
    .insertInto("positions")
    .values(
      positions.map((position, index) => ({
        code: position.code,
        name_en: position.nameEn,
        name_ja: position.nameJa,
        sort_order: index + 1,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    "employee_contracts",
    "positions",
    "job_rank_histories",
    "job_ranks",
    "working_histories",
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
