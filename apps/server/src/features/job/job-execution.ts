import { randomUUID } from "node:crypto";
import os from "node:os";
import { JobLimits, JobMessages, type JobRunStatus, progressText } from "@portal/contract/job/job.constants";
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
 * Runs one recorded run of a job whose lease `holder` holds: marks it running, gives the body
 * its progress reporter (which records, pushes OnJobProgress and renews the lease), records how it
 * ended and releases the lease. Never throws: a failing body is a failed run.
 */
export async function executeRun(
  deps: AppDeps,
  log: FastifyBaseLogger,
  definition: JobDefinition,
  runId: number,
  holder: string,
): Promise<JobRunStatus> {
  const job = definition.name;
  const publish = (progress: Omit<JobProgress, "job" | "runId">) =>
    deps.realtime.publishJobProgress({ job, runId, ...progress });
  const renew = () =>
    jobRuns.renew(deps.db, job, holder, leaseEnd(deps)).catch((err: unknown) => {
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
      instance: holder,
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
      .release(deps.db, job, holder)
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
