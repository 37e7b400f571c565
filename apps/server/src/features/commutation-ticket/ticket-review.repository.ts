import type { TicketSearch } from "@portal/contract/commutation-ticket/ticket-review.schema";
import { type SelectQueryBuilder, sql } from "kysely";
import type { Db } from "../../db/database";
import type { DatabaseSchema } from "../../db/schema";
import { personName } from "../../lib/person-name";
import { selectTickets, type TicketRow } from "./commutation-ticket.repository";
import { pendingReviewTicketIds } from "./evidence.repository";

/** A LIKE pattern matching the text anywhere, its own % and _ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The employee's account, code or name (the columns given) contains the text, case-insensitively. */
function employeeMatches(text: string, columns: readonly string[]) {
  const pattern = containsPattern(text);
  // The escape character is a backslash (containsPattern escapes with it).
  const like = (column: string) => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape ${"\\"}`;
  return sql<boolean>`(${sql.join(columns.map(like), sql` or `)})`;
}

/** Where an employee search text is looked for: account, code, display name and full name. */
const employeeTextColumns = [
  "employees.account",
  "employees.employeeCode",
  "employees.displayName",
  "employees.fullName",
  "employees.fullNameJp",
] as const;

/** Tickets the filters find (every filter optional). */
function filteredTickets(db: Db, filter: TicketSearch) {
  let query = selectTickets(db);
  if (filter.departmentId !== undefined) query = query.where("employees.deptId", "=", filter.departmentId);
  if (filter.employee) {
    query = query.where(employeeMatches(filter.employee, employeeTextColumns));
  }
  return withTicketFilters(query, db, filter);
}

/** The filters on the ticket's own columns. */
function withTicketFilters<Q extends SelectQueryBuilder<DatabaseSchema, "commutationTickets", object>>(
  query: Q,
  db: Db,
  filter: TicketSearch,
): Q {
  let filtered = query;
  if (filter.statuses && filter.statuses.length > 0) {
    filtered = filtered.where("commutationTickets.status", "in", filter.statuses) as Q;
  }
  if (filter.transportType) {
    filtered = filtered.where("commutationTickets.transportType", "=", filter.transportType) as Q;
  }
  if (filter.from) filtered = filtered.where("commutationTickets.endDate", ">=", filter.from) as Q;
  if (filter.to) filtered = filtered.where("commutationTickets.startDate", "<=", filter.to) as Q;
  if (filter.overBudget !== undefined) {
    filtered = filtered.where("commutationTickets.overBudget", "=", filter.overBudget ? 1 : 0) as Q;
  }
  if (filter.evidencePending) {
    filtered = filtered.where("commutationTickets.id", "in", pendingReviewTicketIds(db)) as Q;
  }
  return filtered;
}

export type TicketOrder = "newest" | "oldest" | "refunds";

/** A page of the tickets the filters find. */
export function searchTickets(
  db: Db,
  filter: TicketSearch,
  page: { offset: number; limit: number },
  order: TicketOrder = "newest",
): Promise<TicketRow[]> {
  let query = filteredTickets(db, filter);
  if (order === "refunds") {
    // Refunds still to settle first, then the latest decided.
    query = query.orderBy(sql`case when ${sql.ref("commutationTickets.status")} = 3 then 0 else 1 end`);
  }
  const direction = order === "oldest" ? "asc" : "desc";
  return query
    .orderBy("commutationTickets.updatedAt", direction)
    .orderBy("commutationTickets.id", direction)
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countTickets(db: Db, filter: TicketSearch): Promise<number> {
  // Without a filter on the owner, the tickets alone are counted: every ticket has an owner with a
  // department (NOT NULL keys), and joining them for 100,000 rows costs more than the page itself.
  const query =
    filter.departmentId === undefined && !filter.employee
      ? withTicketFilters(db.selectFrom("commutationTickets"), db, filter)
      : filteredTickets(db, filter).clearSelect();
  const row = await query.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Tickets in these statuses in force on `date`. */
export function findInForceOn(db: Db, statuses: readonly number[], date: string, limit: number) {
  return selectTickets(db)
    .where("commutationTickets.status", "in", statuses)
    .where("commutationTickets.startDate", "<=", date)
    .where("commutationTickets.endDate", ">=", date)
    .orderBy("employees.employeeCode")
    .orderBy("commutationTickets.ticketSequence")
    .limit(limit)
    .execute();
}

/** Every ticket of one employee, newest start first. */
export function findAllOfEmployee(db: Db, employeeId: number) {
  return selectTickets(db)
    .where("commutationTickets.employeeId", "=", employeeId)
    .orderBy("commutationTickets.startDate", "desc")
    .orderBy("commutationTickets.id", "desc")
    .execute();
}

export async function saveNote(db: Db, id: number, note: string | null): Promise<boolean> {
  const result = await db
    .updateTable("commutationTickets")
    .set({ hrNote: note })
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export function findDepartments(db: Db) {
  return db.selectFrom("departments").select(["id", "nameEn", "nameJa"]).orderBy("code").execute();
}

/** Employees (active or not) by account, code or name; at most `limit`. */
export function findEmployees(db: Db, search: string, limit: number, onlyIds?: readonly number[]) {
  let query = db
    .selectFrom("employees")
    .innerJoin("departments", "departments.id", "employees.deptId")
    .select([
      "employees.id",
      "employees.account",
      "employees.employeeCode",
      personName("employees").as("displayName"),
      "departments.nameEn",
      "departments.nameJa",
    ])
    .where(employeeMatches(search, employeeTextColumns));
  if (onlyIds) {
    if (onlyIds.length === 0) return Promise.resolve([]);
    query = query.where("employees.id", "in", onlyIds);
  }
  return query.orderBy("employees.account").limit(limit).execute();
}

export function findEmployeeByAccount(db: Db, account: string) {
  return db
    .selectFrom("employees")
    .select(["id", "deptId"])
    .where((eb) => eb(eb.fn("lower", ["account"]), "=", account.toLowerCase()))
    .executeTakeFirst();
}

/** One employee with their department, for the deciders' view of their route. */
export function findEmployeeSummary(db: Db, employeeId: number) {
  return db
    .selectFrom("employees")
    .innerJoin("departments", "departments.id", "employees.deptId")
    .select([
      "employees.id",
      "employees.account",
      "employees.employeeCode",
      personName("employees").as("displayName"),
      "employees.deptId",
      "employees.commutingAllowanceLimit",
      "departments.nameEn",
      "departments.nameJa",
      "departments.leaderEmployeeId",
    ])
    .where("employees.id", "=", employeeId)
    .executeTakeFirst();
}

/** Employees with a commuting route, by department and text; with their limits and departments. */
export function findEmployeesWithRoutes(db: Db, filter: { departmentId?: number; employee?: string }) {
  let query = db
    .selectFrom("commutingRoutes")
    .innerJoin("employees", "employees.id", "commutingRoutes.employeeId")
    .innerJoin("departments", "departments.id", "employees.deptId")
    .select([
      "commutingRoutes.id as routeId",
      "employees.id",
      "employees.account",
      "employees.employeeCode",
      personName("employees").as("displayName"),
      "employees.commutingAllowanceLimit",
      "departments.nameEn",
      "departments.nameJa",
    ]);
  if (filter.departmentId !== undefined) query = query.where("employees.deptId", "=", filter.departmentId);
  if (filter.employee) {
    query = query.where(
      employeeMatches(filter.employee, [
        "employees.account",
        "employees.employeeCode",
        "employees.displayName",
        "employees.fullNameJp",
      ]),
    );
  }
  return query.orderBy("employees.employeeCode").execute();
}

function selectLegs(db: Db) {
  return db
    .selectFrom("commutationTickets")
    .select([
      "id",
      "employeeId",
      "status",
      "amount",
      "duration",
      "startDate",
      "endDate",
      "cancelDate",
      "refundAmount",
    ]);
}

/** The legs of these employees in these statuses (amount, duration, dates). */
export function findLegsOfEmployees(db: Db, employeeIds: readonly number[], statuses: readonly number[]) {
  if (employeeIds.length === 0) return Promise.resolve([]);
  return selectLegs(db).where("employeeId", "in", employeeIds).where("status", "in", statuses).execute();
}

/** The legs of these employees in these statuses in force on `date`. */
export function findLegsInForceOn(
  db: Db,
  employeeIds: readonly number[],
  statuses: readonly number[],
  date: string,
) {
  if (employeeIds.length === 0) return Promise.resolve([]);
  return selectLegs(db)
    .where("employeeId", "in", employeeIds)
    .where("status", "in", statuses)
    .where("endDate", ">=", date)
    .where("startDate", "<=", date)
    .execute();
}

/** How many tickets each of these employees has in these statuses (those with none are left out). */
export async function countByEmployee(
  db: Db,
  employeeIds: readonly number[],
  statuses: readonly number[],
): Promise<Map<number, number>> {
  if (employeeIds.length === 0) return new Map();
  const rows = await db
    .selectFrom("commutationTickets")
    .select(["employeeId", (eb) => eb.fn.countAll<number>().as("n")])
    .where("employeeId", "in", employeeIds)
    .where("status", "in", statuses)
    .groupBy("employeeId")
    .execute();
  return new Map(rows.map((row) => [row.employeeId, Number(row.n)]));
}
