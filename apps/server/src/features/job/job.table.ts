import type { Generated } from "kysely";

/** One row per job: who holds it (and until when), and the embedded scheduler's next slot. */
export interface JobLeasesTable {
  jobName: string;
  /** The instance running it, null when free. */
  holder: string | null;
  leasedUntil: string | null;
  nextRunAt: string | null;
  /** The run holding the lease (set just after the claim). */
  runId: number | null;
  /** The scheduled slot that run runs; null for a run asked for now. */
  runningSlot: string | null;
}

export interface JobRunsTable {
  id: Generated<number>;
  jobName: string;
  /** schedule or manual. */
  trigger: string;
  /** queued, running, succeeded, failed or skipped. */
  status: string;
  requestedBy: number | null;
  queuedAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  /** The spec's progress text: "messageKey,total,success,failed" or a message key. */
  progress: Generated<string>;
  hasError: Generated<number>;
  total: Generated<number>;
  success: Generated<number>;
  failed: Generated<number>;
  /** A message key of the server's catalogue (or a raw text) saying why it failed. */
  error: string | null;
  instance: string | null;
}

/** Each instance's latest sign of life, per role (scheduler, worker). */
export interface JobHeartbeatsTable {
  instance: string;
  role: string;
  runner: string;
  beatAt: string;
}
