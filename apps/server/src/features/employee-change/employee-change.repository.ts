import { type Insertable, sql, type Updateable } from "kysely";
import type { Db } from "../../db/database";
import { personName } from "../../lib/person-name";
import type { ChangeRequestEvidencesTable, ChangeRequestsTable } from "./employee-change.table";

/** Requests with their owner's code and name and the decider's name. */
function selectRequests(db: Db) {
  return db
    .selectFrom("changeRequests")
    .innerJoin("employees as owner", "owner.id", "changeRequests.employeeId")
    .leftJoin("employees as decider", "decider.id", "changeRequests.decidedBy")
    .selectAll("changeRequests")
    .select([
      "owner.employeeCode as employeeCode",
      personName("owner").as("employeeName"),
      personName<string | null>("decider").as("decidedByName"),
    ]);
}

export function findById(db: Db, id: number) {
  return selectRequests(db).where("changeRequests.id", "=", id).executeTakeFirst();
}

export type ChangeRequestRow = NonNullable<Awaited<ReturnType<typeof findById>>>;

export async function insert(db: Db, values: Insertable<ChangeRequestsTable>): Promise<number> {
  const row = await db.insertInto("changeRequests").values(values).returning("id").executeTakeFirstOrThrow();
  return row.id;
}

/** Updates a request still in one of `statuses`; answers whether it was (a race lost answers false). */
export async function updateInStatus(
  db: Db,
  id: number,
  statuses: readonly string[],
  values: Updateable<ChangeRequestsTable>,
): Promise<boolean> {
  const result = await db
    .updateTable("changeRequests")
    .set(values)
    .where("id", "=", id)
    .where("status", "in", statuses)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The open request holding this key, if any. */
export function findByOpenKey(db: Db, openKey: string): Promise<ChangeRequestRow | undefined> {
  return selectRequests(db).where("changeRequests.openKey", "=", openKey).executeTakeFirst();
}

/** An employee's open requests of a kind (draft, submitted, approved and not applied), oldest first. */
export function findOpenOf(db: Db, employeeId: number, kind: string): Promise<ChangeRequestRow[]> {
  return selectRequests(db)
    .where("changeRequests.employeeId", "=", employeeId)
    .where("changeRequests.kind", "=", kind)
    .where((eb) =>
      eb.or([
        eb("changeRequests.status", "in", ["draft", "submitted"]),
        eb.and([eb("changeRequests.status", "=", "approved"), eb("changeRequests.appliedAt", "is", null)]),
      ]),
    )
    .orderBy("changeRequests.id")
    .execute();
}

export interface OwnFilter {
  employeeId: number;
  status?: string | undefined;
  kind?: string | undefined;
}

function ownFiltered(db: Db, filter: OwnFilter) {
  let query = db.selectFrom("changeRequests").where("changeRequests.employeeId", "=", filter.employeeId);
  if (filter.status) query = query.where("changeRequests.status", "=", filter.status);
  if (filter.kind) query = query.where("changeRequests.kind", "=", filter.kind);
  return query;
}

/** A page of an employee's own requests, newest first. */
export async function findOwnPage(db: Db, filter: OwnFilter, page: { offset: number; limit: number }) {
  const ids = ownFiltered(db, filter).select("changeRequests.id");
  return selectRequests(db)
    .where("changeRequests.id", "in", ids)
    .orderBy("changeRequests.createdAt", "desc")
    .orderBy("changeRequests.id", "desc")
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}

export async function countOwn(db: Db, filter: OwnFilter): Promise<number> {
  const row = await ownFiltered(db, filter)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export interface ReviewFilter {
  statuses: readonly string[];
  /** Oldest submitted first (the waiting queue); otherwise newest change first. */
  isQueue: boolean;
  kind?: string | undefined;
  search?: string | undefined;
}

/** A LIKE pattern matching the text anywhere, its own % and _ taken literally. */
function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const searchedColumns = [
  "owner.account",
  "owner.employeeCode",
  "owner.displayName",
  "owner.fullName",
  "owner.fullNameJp",
] as const;

function reviewFiltered(db: Db, filter: ReviewFilter) {
  let query = db
    .selectFrom("changeRequests")
    .innerJoin("employees as owner", "owner.id", "changeRequests.employeeId")
    .where("changeRequests.status", "in", filter.statuses)
    // Only what was given to HR: a draft cancelled unsubmitted stays its owner's.
    .where("changeRequests.submittedAt", "is not", null);
  if (filter.kind) query = query.where("changeRequests.kind", "=", filter.kind);
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    const like = (column: string) => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape ${"\\"}`;
    query = query.where(sql<boolean>`(${sql.join(searchedColumns.map(like), sql` or `)})`);
  }
  return query;
}

/**
 * A page of HR's list: the queue oldest submitted first, any other list newest change first.
 */
export function findReviewPage(db: Db, filter: ReviewFilter, page: { offset: number; limit: number }) {
  const ids = reviewFiltered(db, filter).select("changeRequests.id");
  const query = selectRequests(db).where("changeRequests.id", "in", ids);
  const ordered = filter.isQueue
    ? query.orderBy("changeRequests.submittedAt", "asc").orderBy("changeRequests.id", "asc")
    : query.orderBy("changeRequests.updatedAt", "desc").orderBy("changeRequests.id", "desc");
  return ordered.offset(page.offset).limit(page.limit).execute();
}

export async function countReview(db: Db, filter: ReviewFilter): Promise<number> {
  const row = await reviewFiltered(db, filter)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Submitted requests waiting for HR, other than the viewer's own (HR may not decide those). */
export async function countWaitingForHr(db: Db, viewerId: number): Promise<number> {
  const row = await db
    .selectFrom("changeRequests")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("status", "=", "submitted")
    .where("employeeId", "!=", viewerId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Approved requests not yet applied whose effective date has come, oldest date first. */
export function findDue(db: Db, today: string, limit: number): Promise<ChangeRequestRow[]> {
  return selectRequests(db)
    .where("changeRequests.status", "=", "approved")
    .where("changeRequests.appliedAt", "is", null)
    .where("changeRequests.effectiveDate", "<=", today)
    .orderBy("changeRequests.effectiveDate")
    .orderBy("changeRequests.id")
    .limit(limit)
    .execute();
}

/**
 * Claims an approved request for application: marks it applied (and no longer open) unless it is
 * already. Of two instances (or the approval and the hourly job) racing, exactly one claims it.
 */
export async function claimForApply(db: Db, id: number, appliedAt: string): Promise<boolean> {
  const result = await db
    .updateTable("changeRequests")
    .set({ appliedAt, openKey: null, updatedAt: appliedAt })
    .where("id", "=", id)
    .where("status", "=", "approved")
    .where("appliedAt", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function setTarget(db: Db, id: number, targetId: number): Promise<void> {
  await db.updateTable("changeRequests").set({ targetId }).where("id", "=", id).execute();
}

// Evidence ------------------------------------------------------------------------------------------------

export type EvidenceRow = Awaited<ReturnType<typeof findEvidencesOf>>[number];

export function findEvidencesOf(db: Db, requestIds: readonly number[]) {
  if (requestIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("changeRequestEvidences")
    .selectAll()
    .where("requestId", "in", requestIds)
    .orderBy("id")
    .execute();
}

export function findEvidence(db: Db, id: number) {
  return db.selectFrom("changeRequestEvidences").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function insertEvidences(
  db: Db,
  rows: Insertable<ChangeRequestEvidencesTable>[],
): Promise<void> {
  if (rows.length === 0) return;
  await db.insertInto("changeRequestEvidences").values(rows).execute();
}

export async function deleteEvidences(db: Db, requestId: number, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .deleteFrom("changeRequestEvidences")
    .where("requestId", "=", requestId)
    .where("id", "in", ids)
    .execute();
}
