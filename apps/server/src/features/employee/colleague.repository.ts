import type { ColleagueSearchQuery } from "@portal/contract/employee/colleague.schema";
import type { ColleagueProfileField } from "@portal/contract/employee/profile-fields";
import { sql } from "kysely";
import type { Db } from "../../db/database";

/** A LIKE pattern matching the lower-cased text anywhere, its own % and _ taken literally. */
function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The column's text without spaces (half- and full-width), so "佐藤健太" finds "佐藤 健太". */
const withoutSpaces = (column: string) => sql`replace(replace(${sql.ref(column)}, ' ', ''), '　', '')`;

/**
 * The employees' columns the directory reads, each behind a profile field colleagues may receive
 * (the contract's colleagueProfileFields): a private column has no field to stand behind here.
 */
const colleagueColumns = {
  account: "employees.account",
  fullname: "employees.fullName",
  fullnameJP: "employees.fullNameJp",
  contactMail: "employees.email",
  companyTel: "employees.companyTel",
} as const satisfies Partial<Record<ColleagueProfileField, `employees.${string}`>>;

/** Active employees with their department and working place: what the directory may show. */
function selectColleagues(db: Db, activeStatus: number) {
  return db
    .selectFrom("employees")
    .innerJoin("departments", "departments.id", "employees.deptId")
    .leftJoin("workingPlaces", "workingPlaces.id", "employees.workingPlaceId")
    .select([
      "employees.id",
      colleagueColumns.account,
      colleagueColumns.fullname,
      colleagueColumns.fullnameJP,
      colleagueColumns.contactMail,
      colleagueColumns.companyTel,
      "departments.id as deptId",
      "departments.nameEn as deptNameEn",
      "departments.nameJa as deptNameJa",
      "workingPlaces.id as workPlaceId",
      "workingPlaces.nameEn as workPlaceEn",
      "workingPlaces.nameJa as workPlaceJa",
      "workingPlaces.address1 as workPlaceAddress1",
      "workingPlaces.address2 as workPlaceAddress2",
    ])
    .where("employees.status", "=", activeStatus);
}

export type ColleagueRow = Awaited<
  ReturnType<ReturnType<typeof selectColleagues>["executeTakeFirstOrThrow"]>
>;

/**
 * Active employees whose name (Latin or Japanese), display name, account or employee code
 * contains the text (case-insensitive), in the department when one is given; by name.
 */
export function searchColleagues(db: Db, filter: ColleagueSearchQuery, limit: number, activeStatus: number) {
  let query = selectColleagues(db, activeStatus);
  if (filter.departmentId !== undefined) query = query.where("employees.deptId", "=", filter.departmentId);
  const text = filter.search?.trim();
  if (text) {
    const pattern = containsPattern(text);
    const compact = containsPattern(text.replace(/[ 　]/g, ""));
    const like = (value: ReturnType<typeof sql>) =>
      sql<boolean>`lower(${value}) like ${pattern} escape ${"\\"}`;
    const columns = [
      "employees.fullName",
      "employees.fullNameJp",
      "employees.displayName",
      "employees.account",
      "employees.employeeCode",
    ];
    query = query.where(
      sql<boolean>`(${sql.join(
        [
          ...columns.map((column) => like(sql.ref(column))),
          sql<boolean>`lower(${withoutSpaces("employees.fullNameJp")}) like ${compact} escape ${"\\"}`,
          sql<boolean>`lower(${withoutSpaces("employees.fullName")}) like ${compact} escape ${"\\"}`,
        ],
        sql` or `,
      )})`,
    );
  }
  return query.orderBy("employees.fullName").orderBy("employees.id").limit(limit).execute();
}

export function findColleagueById(db: Db, id: number, activeStatus: number) {
  return selectColleagues(db, activeStatus).where("employees.id", "=", id).executeTakeFirst();
}

export function findColleagueByAccount(db: Db, account: string, activeStatus: number) {
  return selectColleagues(db, activeStatus).where("employees.account", "=", account).executeTakeFirst();
}

export function listDepartments(db: Db) {
  return db.selectFrom("departments").select(["id", "nameEn", "nameJa"]).orderBy("code").execute();
}
