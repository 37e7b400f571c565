import type { ExpressionBuilder, Insertable, Updateable } from "kysely";
import type { Db } from "../../db/database";
import type { DatabaseSchema } from "../../db/schema";
import type { JobRunsTable } from "./job.table";

// Job runs, leases and heartbeats: queries only. Every lease change is one conditional
// statement, so of several instances asking at once exactly one gets the job.

export function insertRun(db: Db, run: Insertable<JobRunsTable>) {
  return db.insertInto("jobRuns").values(run).returning("id").executeTakeFirstOrThrow();
}

export function updateRun(db: Db, id: number, patch: Updateable<JobRunsTable>) {
  return db.updateTable("jobRuns").set(patch).where("id", "=", id).execute();
}

function selectRuns(db: Db) {
  return db
    .selectFrom("jobRuns")
    .leftJoin("employees", "employees.id", "jobRuns.requestedBy")
    .selectAll("jobRuns")
    .select("employees.fullName as requestedByName");
}
export type JobRunRow = Awaited<ReturnType<ReturnType<typeof selectRuns>["executeTakeFirstOrThrow"]>>;

export function findRun(db: Db, id: number) {
  return selectRuns(db).where("jobRuns.id", "=", id).executeTakeFirst();
}

export function listRuns(db: Db, jobName: string, offset: number, limit: number) {
  return selectRuns(db)
    .where("jobRuns.jobName", "=", jobName)
    .orderBy("jobRuns.id", "desc")
    .offset(offset)
    .limit(limit)
    .execute();
}

export async function countRuns(db: Db, jobName: string): Promise<number> {
  const row = await db
    .selectFrom("jobRuns")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("jobName", "=", jobName)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The newest run of every job, in one statement. */
export function lastRuns(db: Db) {
  return selectRuns(db)
    .where("jobRuns.id", "in", (eb) =>
      eb
        .selectFrom("jobRuns as latest")
        .select((inner) => inner.fn.max("latest.id").as("id"))
        .groupBy("latest.jobName"),
    )
    .execute();
}

// Leases -----------------------------------------------------------------------------------------

export function listLeases(db: Db) {
  return db.selectFrom("jobLeases").selectAll().execute();
}

/** Creates the jobs' lease rows that are missing, with their first scheduled slot. */
export function ensureLease(db: Db, jobName: string, nextRunAt: string | null) {
  return db
    .insertInto("jobLeases")
    .values({ jobName, holder: null, leasedUntil: null, nextRunAt })
    .onConflict((oc) => oc.column("jobName").doNothing())
    .execute();
}

/** Moves a stored slot that lies beyond the schedule's next one (the schedule moved earlier). */
export function pullNextRunAt(db: Db, jobName: string, nextRunAt: string) {
  return db
    .updateTable("jobLeases")
    .set({ nextRunAt })
    .where("jobName", "=", jobName)
    .where((eb) => eb.or([eb("nextRunAt", "is", null), eb("nextRunAt", ">", nextRunAt)]))
    .execute();
}

const isFree = (now: string) => (eb: ExpressionBuilder<DatabaseSchema, "jobLeases">) =>
  eb.or([eb("leasedUntil", "is", null), eb("leasedUntil", "<", now)]);

/**
 * Takes a job whose slot has come and that nobody holds, and moves its slot to the next one.
 * True for the one caller that got it.
 */
export async function claimDue(
  db: Db,
  jobName: string,
  holder: string,
  now: string,
  leasedUntil: string,
  nextRunAt: string,
): Promise<boolean> {
  const result = await db
    .updateTable("jobLeases")
    .set({ holder, leasedUntil, nextRunAt })
    .where("jobName", "=", jobName)
    .where("nextRunAt", "<=", now)
    .where(isFree(now))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Takes a job that nobody holds, whatever its slot (a run asked for now, or a queued one). */
export async function claim(
  db: Db,
  jobName: string,
  holder: string,
  now: string,
  leasedUntil: string,
): Promise<boolean> {
  const result = await db
    .updateTable("jobLeases")
    .set({ holder, leasedUntil })
    .where("jobName", "=", jobName)
    .where(isFree(now))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export function renew(db: Db, jobName: string, holder: string, leasedUntil: string) {
  return db
    .updateTable("jobLeases")
    .set({ leasedUntil })
    .where("jobName", "=", jobName)
    .where("holder", "=", holder)
    .execute();
}

export function release(db: Db, jobName: string, holder: string) {
  return db
    .updateTable("jobLeases")
    .set({ holder: null, leasedUntil: null })
    .where("jobName", "=", jobName)
    .where("holder", "=", holder)
    .execute();
}

// Heartbeats -------------------------------------------------------------------------------------

export function beat(db: Db, instance: string, role: string, runner: string, beatAt: string) {
  return db
    .insertInto("jobHeartbeats")
    .values({ instance, role, runner, beatAt })
    .onConflict((oc) => oc.columns(["instance", "role"]).doUpdateSet({ runner, beatAt }))
    .execute();
}

export async function aliveSince(db: Db, role: string, since: string): Promise<boolean> {
  const row = await db
    .selectFrom("jobHeartbeats")
    .select("instance")
    .where("role", "=", role)
    .where("beatAt", ">=", since)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export function forgetInstance(db: Db, instance: string) {
  return db.deleteFrom("jobHeartbeats").where("instance", "=", instance).execute();
}

/** Forgets instances silent since then (killed without stopping); answers how many rows went. */
export async function forgetSilentSince(db: Db, since: string): Promise<number> {
  const result = await db.deleteFrom("jobHeartbeats").where("beatAt", "<", since).executeTakeFirst();
  return Number(result.numDeletedRows);
}
