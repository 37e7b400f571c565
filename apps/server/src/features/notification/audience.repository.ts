import { sql } from "kysely";
import type { Db } from "../../db/database";
import { personName } from "../../lib/person-name";

const searchedColumns = [
  "employees.account",
  "employees.fullName",
  "employees.fullNameJp",
  "employees.displayName",
] as const;

/** Who may receive notifications: active employees (queries for the send screen's audiences). */

export async function activeEmployeeIds(db: Db, activeStatus: number): Promise<number[]> {
  const rows = await db.selectFrom("employees").select("id").where("status", "=", activeStatus).execute();
  return rows.map((row) => row.id);
}

export async function activeEmployeeIdsInDepartment(
  db: Db,
  departmentId: number,
  activeStatus: number,
): Promise<number[]> {
  const rows = await db
    .selectFrom("employees")
    .select("id")
    .where("deptId", "=", departmentId)
    .where("status", "=", activeStatus)
    .execute();
  return rows.map((row) => row.id);
}

export function findDepartment(db: Db, departmentId: number) {
  return db.selectFrom("departments").select("id").where("id", "=", departmentId).executeTakeFirst();
}

export function listDepartments(db: Db) {
  return db.selectFrom("departments").select(["id", "nameEn", "nameJa"]).orderBy("code").execute();
}

/** Active employees whose account, name or display name contains the text (case-insensitive). */
export function searchActiveEmployees(db: Db, text: string, limit: number, activeStatus: number) {
  const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db
    .selectFrom("employees")
    .innerJoin("departments", "departments.id", "employees.deptId")
    .select([
      "employees.id",
      "employees.account",
      personName("employees").as("displayName"),
      "departments.nameEn",
      "departments.nameJa",
    ])
    .where("employees.status", "=", activeStatus)
    .where((eb) =>
      eb.or(
        searchedColumns.map((column) => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`),
      ),
    )
    .orderBy("employees.account")
    .limit(limit)
    .execute();
}
