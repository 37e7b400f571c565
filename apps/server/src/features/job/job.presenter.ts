import type { JobName, JobRunStatus, JobTrigger } from "@portal/contract/job/job.constants";
import { jobTimeZone } from "@portal/contract/job/job.constants";
import type { JobRun, JobSummary } from "@portal/contract/job/job.schema";
import type { JobRunRow } from "./job-runs.repository";

export function toJobRun(row: JobRunRow): JobRun {
  return {
    id: row.id,
    job: row.jobName as JobName,
    trigger: row.trigger as JobTrigger,
    status: row.status as JobRunStatus,
    requestedBy: row.requestedByName ?? null,
    queuedAt: row.queuedAt,
    startedAt: row.startedAt,
    finishedAt: row.finishedAt,
    progress: row.progress,
    hasError: row.hasError === 1,
    total: row.total,
    success: row.success,
    failed: row.failed,
    error: row.error,
  };
}

export function toJobSummary(
  name: JobName,
  schedule: string,
  nextRunAt: string | undefined,
  running: boolean,
  lastRun: JobRunRow | undefined,
): JobSummary {
  return {
    name,
    schedule,
    timeZone: jobTimeZone,
    nextRunAt: nextRunAt ?? null,
    running,
    lastRun: lastRun ? toJobRun(lastRun) : null,
  };
}
