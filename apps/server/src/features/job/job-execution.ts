import { randomUUID } from "node:crypto";
import os from "node:os";
import {
  JobLimits,
  JobMessages,
  type JobName,
  type JobRunStatus,
  progressText,
} from "@portal/contract/job/job.constants";
import type { JobProgress } from "@portal/contract/realtime/realtime.events";
import type { FastifyBaseLogger } from "fastify";
import type { AppDeps } from "../../app-deps";
import type { JobCounts, JobDefinition } from "./job.types";
import * as jobRuns from "./job-runs.repository";

/** The roles an instance beats for: it schedules (IsBatchRunned) and works (IsBatchBackgroundRunned). */
export const heartbeatRoles = { scheduler: "scheduler", worker: "worker" } as const;

/** This process's name in leases, runs and heartbeats. */
export function instanceName(): string {
  return `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
}

/** How long a lease lasts from now. */
export function leaseEnd(deps: AppDeps): string {
  return new Date(deps.clock.now().getTime() + JobLimits.leaseMs).toISOString();
}

const zero: JobCounts = { total: 0, success: 0, failed: 0 };

/**
 * Runs one recorded run of a job whose lease names it: marks it running, gives the body its
 * progress reporter (which records, pushes OnJobProgress and renews the lease), records how it
 * ended and releases the lease. Never throws: a failing body is a failed run.
 */
export async function executeRun(
  deps: AppDeps,
  log: FastifyBaseLogger,
  definition: JobDefinition,
  runId: number,
): Promise<JobRunStatus> {
  const job = definition.name;
  const publish = (progress: Omit<JobProgress, "job" | "runId">) =>
    deps.realtime.publishJobProgress({ job, runId, ...progress });
  const renew = () =>
    jobRuns.renew(deps.db, job, runId, leaseEnd(deps)).catch((err: unknown) => {
      log.warn({ err, job }, "job lease renewal failed");
    });
  // A body that reports no progress for a while still holds its lease while it works.
  const keepAlive = setInterval(renew, JobLimits.leaseMs / 3);
  keepAlive.unref();
  try {
    await jobRuns.updateRun(deps.db, runId, {
      status: "running",
      startedAt: deps.clock.now().toISOString(),
      progress: JobMessages.running,
    });
    publish({ status: "running", hasError: false, progress: JobMessages.running, finished: false, ...zero });
    const outcome = await definition.run({
      deps,
      runId,
      log: log.child({ job, runId }),
      async progress(counts) {
        const progress = progressText(JobMessages.running, counts);
        await jobRuns.updateRun(deps.db, runId, { ...counts, progress });
        publish({ status: "running", hasError: counts.failed > 0, progress, finished: false, ...counts });
        await renew();
      },
    });
    const counts = { total: outcome.total, success: outcome.success, failed: outcome.failed };
    const progress = progressText(outcome.messageKey, counts);
    const hasError = outcome.failed > 0;
    await jobRuns.updateRun(deps.db, runId, {
      ...counts,
      status: "succeeded",
      progress,
      hasError: hasError ? 1 : 0,
      finishedAt: deps.clock.now().toISOString(),
    });
    publish({ status: "succeeded", hasError, progress, finished: true, ...counts });
    return "succeeded";
  } catch (err) {
    log.error({ err, job, runId }, "job run failed");
    const error = err instanceof Error ? err.message.slice(0, 500) : "unknown error";
    await jobRuns
      .updateRun(deps.db, runId, {
        status: "failed",
        progress: JobMessages.failed,
        hasError: 1,
        error,
        finishedAt: deps.clock.now().toISOString(),
      })
      .catch((recordErr: unknown) =>
        log.error({ err: recordErr, job, runId }, "recording a failed run failed"),
      );
    publish({ status: "failed", hasError: true, progress: JobMessages.failed, finished: true, ...zero });
    return "failed";
  } finally {
    clearInterval(keepAlive);
    await jobRuns
      .release(deps.db, job, runId)
      .catch((err: unknown) => log.error({ err, job }, "releasing a job lease failed"));
  }
}

/** Records a run that did nothing because another instance held the job. */
export async function skipRun(deps: AppDeps, definition: JobDefinition, runId: number): Promise<void> {
  const now = deps.clock.now().toISOString();
  await jobRuns.updateRun(deps.db, runId, {
    status: "skipped",
    progress: JobMessages.skipped,
    startedAt: now,
    finishedAt: now,
  });
  deps.realtime.publishJobProgress({
    job: definition.name,
    runId,
    status: "skipped",
    hasError: false,
    progress: JobMessages.skipped,
    finished: true,
    ...zero,
  });
}

/** The error recorded for a run whose process died before it ended (a catalogue key). */
export const interruptedError = "job.interrupted";

/**
 * Takes a job's lease for `holder`: a free one, or one whose holder stopped renewing it (its
 * process died), whose run is then recorded as interrupted. Answers how it got it (with the slot
 * the dead holder was running), or undefined when someone holds it.
 */
export async function acquireLease(
  deps: AppDeps,
  jobName: JobName,
  holder: string,
): Promise<{ runningSlot: string | null } | undefined> {
  if (await jobRuns.claim(deps.db, jobName, holder, leaseEnd(deps))) return { runningSlot: null };
  const lease = await jobRuns.findLease(deps.db, jobName);
  return lease ? takeOverIfLapsed(deps, lease, holder) : undefined;
}

/** Takes over a lapsed lease (see acquireLease); undefined when it has not lapsed or another got it. */
export async function takeOverIfLapsed(
  deps: AppDeps,
  lease: {
    jobName: string;
    holder: string | null;
    leasedUntil: string | null;
    runId: number | null;
    runningSlot: string | null;
  },
  holder: string,
): Promise<{ runningSlot: string | null } | undefined> {
  const now = deps.clock.now().toISOString();
  if (!lease.holder || !lease.leasedUntil || lease.leasedUntil >= now) return undefined;
  const taken = await jobRuns.takeOverLapsed(
    deps.db,
    lease.jobName,
    lease.holder,
    holder,
    now,
    leaseEnd(deps),
  );
  if (!taken) return undefined;
  if (lease.runId !== null) await jobRuns.failRun(deps.db, lease.runId, interruptedError, now);
  return { runningSlot: lease.runningSlot };
}

/**
 * Starts a run of a job whose lease `holder` has just taken: records it (or uses the run recorded
 * when it was asked for), names it in the lease, and runs it. A run that cannot be recorded frees
 * the lease again.
 */
export async function startRun(
  deps: AppDeps,
  log: FastifyBaseLogger,
  definition: JobDefinition,
  holder: string,
  run: { trigger: "schedule" | "manual"; requestedBy: number | null; runId?: number },
): Promise<{ runId: number; done: Promise<JobRunStatus> }> {
  try {
    const runId =
      run.runId ??
      (
        await jobRuns.insertRun(deps.db, {
          jobName: definition.name,
          trigger: run.trigger,
          status: "queued",
          requestedBy: run.requestedBy,
          queuedAt: deps.clock.now().toISOString(),
          instance: holder,
        })
      ).id;
    if (run.runId !== undefined) await jobRuns.updateRun(deps.db, runId, { instance: holder });
    await jobRuns.setLeaseRun(deps.db, definition.name, holder, runId);
    return { runId, done: executeRun(deps, log, definition, runId) };
  } catch (err) {
    await jobRuns.releaseUnstarted(deps.db, definition.name, holder).catch(() => {});
    throw err;
  }
}
