import type { Insertable, Transaction, Updateable } from "kysely";
import type { Db } from "../../db/database";
import type { DatabaseSchema } from "../../db/schema";
import { personName } from "../../lib/person-name";
import type { LeaveDrawsTable, LeaveLogsTable, LeaveRequestsTable } from "./leave.table";

/** Leave requests, their days, draws and logs: queries only (docs/decisions/040). */

type Executor = Db | Transaction<DatabaseSchema>;

export function findLeaveTypes(db: Db) {
  return db.selectFrom("leaveTypes").selectAll().where("active", "=", 1).orderBy("sortOrder").execute();
}

export function findLeaveTypeById(db: Executor, id: number) {
  return db.selectFrom("leaveTypes").selectAll().where("id", "=", id).executeTakeFirst();
}

export function findLeaveSettings(db: Executor) {
  return db.selectFrom("leaveSettings").selectAll().where("id", "=", 1).executeTakeFirstOrThrow();
}

/** What every read of a request answers besides its own columns. */
const requestColumns = () =>
  [
    personName("owner").as("employeeName"),
    "owner.deptId",
    "dept.leaderEmployeeId",
    "type.code as typeCode",
    "type.hrConfirms",
    "type.hasBalance",
    personName<string | null>("decider").as("decidedByName"),
  ] as const;

/** A request with what deciding on it needs: its owner's department and leader, its type. */
export function findRequestById(db: Executor, id: number) {
  return requestList(db).selectAll("r").select(requestColumns()).where("r.id", "=", id).executeTakeFirst();
}
export type LeaveRequestRow = NonNullable<Awaited<ReturnType<typeof findRequestById>>>;

/** Base of every read of requests: the request with its owner, department, type and decider. */
function requestList(db: Executor) {
  return db
    .selectFrom("leaveRequests as r")
    .innerJoin("employees as owner", "owner.id", "r.employeeId")
    .innerJoin("departments as dept", "dept.id", "owner.deptId")
    .innerJoin("leaveTypes as type", "type.id", "r.leaveTypeId")
    .leftJoin("employees as decider", "decider.id", "r.decidedBy");
}

export interface OwnFilter {
  employeeId: number;
  status: number;
  year?: number;
}

function ownRequests(db: Db, filter: OwnFilter) {
  let query = requestList(db).where("r.employeeId", "=", filter.employeeId);
  if (filter.status !== 0) query = query.where("r.status", "=", filter.status);
  if (filter.year !== undefined) {
    query = query
      .where("r.fromDate", "<=", `${filter.year}-12-31`)
      .where("r.toDate", ">=", `${filter.year}-01-01`);
  }
  return query;
}

export function findOwnRequests(db: Db, filter: OwnFilter, page: { offset: number; limit: number }) {
  return ownRequests(db, filter)
    .selectAll("r")
    .select(requestColumns())
    .orderBy("r.fromDate", "desc")
    .orderBy("r.id", "desc")
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}

export async function countOwnRequests(db: Db, filter: OwnFilter): Promise<number> {
  const row = await ownRequests(db, filter)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * The requests waiting for a leader's decision that `leaderId` holds: submitted by the people of
 * the departments they lead, never their own.
 */
function leaderQueue(db: Db, leaderId: number, submitted: number) {
  return requestList(db)
    .where("r.status", "=", submitted)
    .where("dept.leaderEmployeeId", "=", leaderId)
    .where("r.employeeId", "!=", leaderId);
}

/**
 * The requests waiting for HR, never the caller's own: those approved by the leader of a type HR
 * confirms, and the leader's step of requests nobody else can decide (the owner leads the
 * department, or it has no leader).
 */
function hrQueue(db: Db, callerId: number, statuses: { submitted: number; approved: number }) {
  return requestList(db)
    .where("r.employeeId", "!=", callerId)
    .where((eb) =>
      eb.or([
        eb.and([eb("r.status", "=", statuses.approved), eb("type.hrConfirms", "=", 1)]),
        eb.and([
          eb("r.status", "=", statuses.submitted),
          eb.or([
            eb("dept.leaderEmployeeId", "is", null),
            eb("dept.leaderEmployeeId", "=", eb.ref("r.employeeId")),
          ]),
        ]),
      ]),
    );
}

export function findQueue(
  db: Db,
  queue: "leader" | "hr",
  callerId: number,
  statuses: { submitted: number; approved: number },
  page: { offset: number; limit: number },
) {
  const base =
    queue === "leader" ? leaderQueue(db, callerId, statuses.submitted) : hrQueue(db, callerId, statuses);
  return base
    .selectAll("r")
    .select(requestColumns())
    .orderBy("r.submittedAt")
    .orderBy("r.id")
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}

export async function countQueue(
  db: Db,
  queue: "leader" | "hr",
  callerId: number,
  statuses: { submitted: number; approved: number },
): Promise<number> {
  const base =
    queue === "leader" ? leaderQueue(db, callerId, statuses.submitted) : hrQueue(db, callerId, statuses);
  const row = await base.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Days of the employee's requests in these statuses that fall in the range (another request's). */
export function findBookedDays(
  db: Executor,
  employeeId: number,
  range: { from: string; to: string },
  statuses: readonly number[],
  exceptRequestId: number | null,
) {
  let query = db
    .selectFrom("leaveRequestDays as d")
    .innerJoin("leaveRequests as r", "r.id", "d.requestId")
    .select(["d.date", "d.hours", "r.id as requestId", "r.duration", "r.leaveTypeId"])
    .where("d.employeeId", "=", employeeId)
    .where("d.date", ">=", range.from)
    .where("d.date", "<=", range.to)
    .where("r.status", "in", [...statuses]);
  if (exceptRequestId !== null) query = query.where("r.id", "!=", exceptRequestId);
  return query.execute();
}

export function findDaysOf(db: Executor, requestId: number) {
  return db
    .selectFrom("leaveRequestDays")
    .select(["date", "hours"])
    .where("requestId", "=", requestId)
    .orderBy("date")
    .execute();
}

export function findLogsOf(db: Db, requestId: number) {
  return db
    .selectFrom("leaveLogs as log")
    .leftJoin("employees as actor", "actor.id", "log.actorId")
    .select([
      "log.action",
      personName<string | null>("actor").as("actorName"),
      "log.fromStatus",
      "log.toStatus",
      "log.reason",
      "log.createdAt",
    ])
    .where("log.requestId", "=", requestId)
    .orderBy("log.id")
    .execute();
}

export async function insertRequest(db: Executor, values: Insertable<LeaveRequestsTable>): Promise<number> {
  const row = await db.insertInto("leaveRequests").values(values).returning("id").executeTakeFirstOrThrow();
  return row.id;
}

/** Changes a request if it is still in `fromStatus` (another call may have moved it): whether it did. */
export async function updateRequestIn(
  db: Executor,
  id: number,
  fromStatus: number,
  values: Updateable<LeaveRequestsTable>,
): Promise<boolean> {
  const result = await db
    .updateTable("leaveRequests")
    .set(values)
    .where("id", "=", id)
    .where("status", "=", fromStatus)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteRequestIn(db: Executor, id: number, status: number): Promise<boolean> {
  const result = await db
    .deleteFrom("leaveRequests")
    .where("id", "=", id)
    .where("status", "=", status)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export async function replaceDays(
  db: Executor,
  requestId: number,
  employeeId: number,
  days: readonly { date: string; hours: number }[],
): Promise<void> {
  await db.deleteFrom("leaveRequestDays").where("requestId", "=", requestId).execute();
  if (days.length > 0) {
    await db
      .insertInto("leaveRequestDays")
      .values(days.map((day) => ({ requestId, employeeId, date: day.date, hours: day.hours })))
      .execute();
  }
}

export async function replaceDraws(
  db: Executor,
  requestId: number,
  draws: Insertable<LeaveDrawsTable>[],
): Promise<void> {
  await db.deleteFrom("leaveDraws").where("requestId", "=", requestId).execute();
  if (draws.length > 0) await db.insertInto("leaveDraws").values(draws).execute();
}

export async function insertLog(db: Executor, values: Insertable<LeaveLogsTable>): Promise<void> {
  await db.insertInto("leaveLogs").values(values).execute();
}

/** Approved (or HR-confirmed) requests whose last day is before `today`: to mark taken. */
export function findRequestsEnded(
  db: Db,
  statuses: readonly number[],
  today: string,
  page: { afterId: number; limit: number },
) {
  return db
    .selectFrom("leaveRequests as r")
    .innerJoin("leaveTypes as type", "type.id", "r.leaveTypeId")
    .select(["r.id", "r.status", "type.hrConfirms"])
    .where("r.status", "in", [...statuses])
    .where("r.toDate", "<", today)
    .where("r.id", ">", page.afterId)
    .orderBy("r.id")
    .limit(page.limit)
    .execute();
}
