import type { Insertable, Updateable } from "kysely";
import type { Db } from "../../db/database";
import { personName } from "../../lib/person-name";
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
    .select(personName<string | null>("employees", "fullName").as("requestedByName"));
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

export function findLease(db: Db, jobName: string) {
  return db.selectFrom("jobLeases").selectAll().where("jobName", "=", jobName).executeTakeFirst();
}

/** Creates the jobs' lease rows that are missing, with their first scheduled slot. */
export function ensureLease(db: Db, jobName: string, nextRunAt: string | null) {
  return db
    .insertInto("jobLeases")
    .values({ jobName, holder: null, leasedUntil: null, nextRunAt, runId: null, runningSlot: null })
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

/**
 * Takes a job whose slot has come and that nobody holds: the slot becomes the running one and the
 * next slot is stored. True for the one caller that got it.
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
    // Right-hand sides read the row as it was: running_slot takes the slot being claimed.
    .set((eb) => ({ holder, leasedUntil, nextRunAt, runningSlot: eb.ref("nextRunAt"), runId: null }))
    .where("jobName", "=", jobName)
    .where("nextRunAt", "<=", now)
    .where("holder", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Takes a job that nobody holds, whatever its slot (a run asked for now, or a queued one). */
export async function claim(db: Db, jobName: string, holder: string, leasedUntil: string): Promise<boolean> {
  const result = await db
    .updateTable("jobLeases")
    .set({ holder, leasedUntil, runId: null, runningSlot: null })
    .where("jobName", "=", jobName)
    .where("holder", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Takes over a lease whose holder stopped renewing it (its process died mid-run), keeping the slot
 * it was running. True for the one caller that got it.
 */
export async function takeOverLapsed(
  db: Db,
  jobName: string,
  previousHolder: string,
  holder: string,
  now: string,
  leasedUntil: string,
): Promise<boolean> {
  const result = await db
    .updateTable("jobLeases")
    .set({ holder, leasedUntil, runId: null })
    .where("jobName", "=", jobName)
    .where("holder", "=", previousHolder)
    .where("leasedUntil", "<", now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Names the run that holds the lease the holder just took. */
export function setLeaseRun(db: Db, jobName: string, holder: string, runId: number) {
  return db
    .updateTable("jobLeases")
    .set({ runId })
    .where("jobName", "=", jobName)
    .where("holder", "=", holder)
    .where("runId", "is", null)
    .execute();
}

/** Extends the lease of a run that still holds it. */
export function renew(db: Db, jobName: string, runId: number, leasedUntil: string) {
  return db
    .updateTable("jobLeases")
    .set({ leasedUntil })
    .where("jobName", "=", jobName)
    .where("runId", "=", runId)
    .execute();
}

const freed = { holder: null, leasedUntil: null, runId: null, runningSlot: null };

/** Frees the job after its run ended (a run whose lease was taken over frees nothing). */
export function release(db: Db, jobName: string, runId: number) {
  return db
    .updateTable("jobLeases")
    .set(freed)
    .where("jobName", "=", jobName)
    .where("runId", "=", runId)
    .execute();
}

/** Frees a lease taken before any run was named in it. */
export function releaseUnstarted(db: Db, jobName: string, holder: string) {
  return db
    .updateTable("jobLeases")
    .set(freed)
    .where("jobName", "=", jobName)
    .where("holder", "=", holder)
    .where("runId", "is", null)
    .execute();
}

/** Records a run whose process died before it ended (or that never got to start). */
export function failRun(db: Db, id: number, error: string, finishedAt: string) {
  return db
    .updateTable("jobRuns")
    .set({ status: "failed", hasError: 1, progress: "JOB_FAILED", error, finishedAt })
    .where("id", "=", id)
    .where("status", "in", ["queued", "running"])
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
