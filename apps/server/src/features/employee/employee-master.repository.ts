import type { JobRankHistoryFilterQuery } from "@portal/contract/employee/employee-master.schema";
import { type ExpressionBuilder, sql } from "kysely";
import type { Db } from "../../db/database";
import type { DatabaseSchema } from "../../db/schema";

/** A LIKE pattern matching the lower-cased text anywhere, its own % and _ taken literally. */
function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Who an employee is and their department (without the id, which a joined row has already). */
const personColumns = [
  "employees.account",
  "employees.employeeCode",
  "employees.fullName",
  "employees.fullNameJp",
  "departments.id as deptId",
  "departments.code as deptCode",
  "departments.nameEn as deptNameEn",
  "departments.nameJa as deptNameJa",
] as const;

function selectEmployees(db: Db) {
  return db
    .selectFrom("employees")
    .innerJoin("departments", "departments.id", "employees.deptId")
    .select(["employees.id", ...personColumns]);
}

export type EmployeeChoiceRow = Awaited<ReturnType<typeof findActiveEmployees>>[number];

/** Active employees with their department, by account. */
export function findActiveEmployees(db: Db, activeStatus: number) {
  return selectEmployees(db)
    .where("employees.status", "=", activeStatus)
    .orderBy("employees.account")
    .execute();
}

/** Every employee (or those of one status) with HR's columns, by employee code. */
export function findAllEmployees(db: Db, status: number | undefined) {
  let query = selectEmployees(db).select([
    "employees.email",
    "employees.position",
    "employees.joinedDate",
    "employees.contractType",
    "employees.status",
  ]);
  if (status !== undefined) query = query.where("employees.status", "=", status);
  return query.orderBy("employees.employeeCode").execute();
}

export type EmployeeListRow = Awaited<ReturnType<typeof findAllEmployees>>[number];

/** The active members of the departments an employee leads, the leader left out. */
export function findMembersLedBy(db: Db, leaderId: number, activeStatus: number) {
  return selectEmployees(db)
    .where("departments.leaderEmployeeId", "=", leaderId)
    .where("employees.status", "=", activeStatus)
    .where("employees.id", "!=", leaderId)
    .orderBy("employees.account")
    .execute();
}

/** One employee with what the account summary and the self-check read. */
export function findEmployeeById(db: Db, id: number) {
  return selectEmployees(db)
    .select([
      "employees.displayName",
      "employees.email",
      "employees.position",
      "employees.postCode",
      "employees.prefecture",
      "employees.city",
      "employees.town",
      "employees.tel",
      "employees.birthday",
      "employees.nationality",
      "employees.workingPlaceId",
    ])
    .where("employees.id", "=", id)
    .executeTakeFirst();
}

export type EmployeeRow = NonNullable<Awaited<ReturnType<typeof findEmployeeById>>>;

export function findJobRanks(db: Db) {
  return db
    .selectFrom("jobRanks")
    .select(["id", "code", "nameEn", "nameJa", "level"])
    .orderBy("level")
    .execute();
}

export type JobRankRow = Awaited<ReturnType<typeof findJobRanks>>[number];

export function findPositions(db: Db) {
  return db
    .selectFrom("positions")
    .select(["id", "code", "nameEn", "nameJa"])
    .orderBy("sortOrder")
    .orderBy("id")
    .execute();
}

/** The date of the employee's step after this one (null for the latest). */
const nextEffectiveDate = (eb: ExpressionBuilder<DatabaseSchema, "jobRankHistories">) =>
  eb
    .selectFrom("jobRankHistories as next")
    .select((inner) => inner.fn.min("next.effectiveDate").as("d"))
    .whereRef("next.employeeId", "=", "jobRankHistories.employeeId")
    .whereRef("next.effectiveDate", ">", "jobRankHistories.effectiveDate");

function selectSteps(db: Db) {
  return db
    .selectFrom("jobRankHistories")
    .innerJoin("jobRanks", "jobRanks.id", "jobRankHistories.jobRankId")
    .select((eb) => [
      "jobRankHistories.id",
      "jobRankHistories.employeeId",
      "jobRankHistories.effectiveDate",
      "jobRankHistories.note",
      "jobRanks.id as rankId",
      "jobRanks.code as rankCode",
      "jobRanks.nameEn as rankNameEn",
      "jobRanks.nameJa as rankNameJa",
      "jobRanks.level as rankLevel",
      nextEffectiveDate(eb).as("nextDate"),
    ]);
}

export type JobRankStepRow = Awaited<ReturnType<typeof findStepsByEmployeeId>>[number];

/** An employee's job-rank steps, oldest first, each with the date of the next one. */
export function findStepsByEmployeeId(db: Db, employeeId: number) {
  return selectSteps(db)
    .where("jobRankHistories.employeeId", "=", employeeId)
    .orderBy("jobRankHistories.effectiveDate")
    .execute();
}

/** HR's search: everyone's steps matching the filters; `year` keeps steps in force that year. */
function searchSteps(db: Db, filter: JobRankHistoryFilterQuery) {
  let query = selectSteps(db)
    .innerJoin("employees", "employees.id", "jobRankHistories.employeeId")
    .innerJoin("departments", "departments.id", "employees.deptId");
  if (filter.departmentId !== undefined) query = query.where("employees.deptId", "=", filter.departmentId);
  if (filter.jobRankId !== undefined)
    query = query.where("jobRankHistories.jobRankId", "=", filter.jobRankId);
  if (filter.year !== undefined) {
    const { year } = filter;
    query = query
      .where("jobRankHistories.effectiveDate", "<=", `${year}-12-31`)
      .where((eb) =>
        eb.or([eb(nextEffectiveDate(eb), "is", null), eb(nextEffectiveDate(eb), ">", `${year}-01-01`)]),
      );
  }
  const text = filter.search?.trim();
  if (text) {
    const pattern = containsPattern(text);
    const like = (column: string) => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape ${"\\"}`;
    query = query.where(
      sql<boolean>`(${sql.join(
        ["employees.fullName", "employees.fullNameJp", "employees.account", "employees.employeeCode"].map(
          like,
        ),
        sql` or `,
      )})`,
    );
  }
  return query;
}

export function findStepsPage(db: Db, filter: JobRankHistoryFilterQuery, offset: number, limit: number) {
  return searchSteps(db, filter)
    .select(personColumns)
    .orderBy("jobRankHistories.effectiveDate", "desc")
    .orderBy("jobRankHistories.id", "desc")
    .offset(offset)
    .limit(limit)
    .execute();
}

export type JobRankSearchRow = Awaited<ReturnType<typeof findStepsPage>>[number];

export async function countSteps(db: Db, filter: JobRankHistoryFilterQuery): Promise<number> {
  const row = await db
    .selectFrom(searchSteps(db, filter).as("matches"))
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** An employee's employment contracts, newest first. */
export function findContractsByEmployeeId(db: Db, employeeId: number) {
  return db
    .selectFrom("employeeContracts")
    .selectAll()
    .where("employeeId", "=", employeeId)
    .orderBy("startDate", "desc")
    .orderBy("id", "desc")
    .execute();
}

export type ContractRow = Awaited<ReturnType<typeof findContractsByEmployeeId>>[number];
