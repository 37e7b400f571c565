import type { AppLanguage } from "@portal/contract/common/culture";
import type { JobName, JobRunStatus, JobTrigger } from "@portal/contract/job/job.constants";
import { jobTimeZone } from "@portal/contract/job/job.constants";
import type { JobRun, JobSummary } from "@portal/contract/job/job.schema";
import { translate } from "../../lib/i18n";
import type { JobRunRow } from "./job-runs.repository";

/** A run's error: the portal's own (a catalogue key) in the reader's language, else as raised. */
function errorText(error: string | null, language: AppLanguage): string | null {
  return error?.startsWith("job.") ? translate(language, error) : error;
}

export function toJobRun(row: JobRunRow, language: AppLanguage): JobRun {
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
    error: errorText(row.error, language),
  };
}

export function toJobSummary(
  name: JobName,
  schedule: string,
  nextRunAt: string | undefined,
  running: boolean,
  lastRun: JobRunRow | undefined,
  language: AppLanguage,
): JobSummary {
  return {
    name,
    schedule,
    timeZone: jobTimeZone,
    nextRunAt: nextRunAt ?? null,
    running,
    lastRun: lastRun ? toJobRun(lastRun, language) : null,
  };
}
