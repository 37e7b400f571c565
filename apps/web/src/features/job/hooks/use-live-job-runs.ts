import type { JobName, JobRunStatus } from "@portal/contract/job/job.constants";
import type { JobRun } from "@portal/contract/job/job.schema";
import type { JobProgress } from "@portal/contract/realtime/realtime.events";
import { useCallback, useEffect, useState } from "react";
import { subscribeJobProgress } from "../job-progress-stream";

/** A run as the jobs page follows it live. */
export interface LiveRun {
  runId: number;
  status: JobRunStatus;
  hasError: boolean;
  progress: string;
  finished: boolean;
  total: number;
  success: number;
  failed: number;
}

export type LiveRuns = Partial<Record<JobName, LiveRun>>;

const finalStatuses: readonly JobRunStatus[] = ["succeeded", "failed", "skipped"];

/** A recorded run in the live shape (a run started here, or one running when the page opened). */
export function liveRunOf(run: JobRun): LiveRun {
  return {
    runId: run.id,
    status: run.status,
    hasError: run.hasError,
    progress: run.progress,
    finished: finalStatuses.includes(run.status),
    total: run.total,
    success: run.success,
    failed: run.failed,
  };
}

function fromPush({
  runId,
  status,
  hasError,
  progress,
  finished,
  total,
  success,
  failed,
}: JobProgress): LiveRun {
  return { runId, status, hasError, progress, finished, total, success, failed };
}

/**
 * The latest run of each job as the mail hub pushes it (OnJobProgress) while the page is open;
 * `track` adds a run started here before its first push arrives.
 */
export function useLiveJobRuns() {
  const [runs, setRuns] = useState<LiveRuns>({});

  useEffect(
    () =>
      subscribeJobProgress((progress) =>
        setRuns((previous) => {
          const current = previous[progress.job];
          // A late push of an older run changes nothing.
          if (current && current.runId > progress.runId) return previous;
          return { ...previous, [progress.job]: fromPush(progress) };
        }),
      ),
    [],
  );

  const track = useCallback(
    (run: JobRun) =>
      setRuns((previous) => {
        const current = previous[run.job];
        // Its pushes may have come before the answer to run-now: they know more.
        if (current && current.runId >= run.id) return previous;
        return { ...previous, [run.job]: liveRunOf(run) };
      }),
    [],
  );

  return { runs, track };
}
