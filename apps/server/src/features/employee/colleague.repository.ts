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

/** The directory's filters: a department, and the search text in each of the ways it may be typed. */
export interface ColleagueFilter {
  departmentId: number | undefined;
  /** Empty: everyone. */
  search: readonly string[];
}

/**
 * Active employees whose name (Latin or Japanese), display name, account or employee code
 * contains one of the texts (case-insensitive; names also without their spaces), in the
 * department when one is given.
 */
function whereColleagues<Q extends ReturnType<typeof selectColleagues>>(
  query: Q,
  filter: ColleagueFilter,
): Q {
  let filtered = query;
  if (filter.departmentId !== undefined)
    filtered = filtered.where("employees.deptId", "=", filter.departmentId) as Q;
  if (filter.search.length === 0) return filtered;
  const columns = [
    "employees.fullName",
    "employees.fullNameJp",
    "employees.displayName",
    "employees.account",
    "employees.employeeCode",
  ];
  const matches = filter.search.flatMap((text) => {
    const pattern = containsPattern(text);
    const compact = containsPattern(text.replace(/[ 　]/g, ""));
    const like = (value: ReturnType<typeof sql>, wanted: string) =>
      sql<boolean>`lower(${value}) like ${wanted} escape ${"\\"}`;
    return [
      ...columns.map((column) => like(sql.ref(column), pattern)),
      like(withoutSpaces("employees.fullNameJp"), compact),
      like(withoutSpaces("employees.fullName"), compact),
    ];
  });
  return filtered.where(sql<boolean>`(${sql.join(matches, sql` or `)})`) as Q;
}

/** One page of the colleagues matching the filter, by name. */
export function searchColleagues(
  db: Db,
  filter: ColleagueFilter,
  page: { page: number; size: number },
  activeStatus: number,
) {
  return whereColleagues(selectColleagues(db, activeStatus), filter)
    .orderBy("employees.fullName")
    .orderBy("employees.id")
    .limit(page.size)
    .offset((page.page - 1) * page.size)
    .execute();
}

/** How many colleagues match the filter. */
export async function countColleagues(
  db: Db,
  filter: ColleagueFilter,
  activeStatus: number,
): Promise<number> {
  const row = await whereColleagues(selectColleagues(db, activeStatus), filter)
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
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
