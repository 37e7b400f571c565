import type { JobMessage, JobName } from "@portal/contract/job/job.constants";
import type { FastifyBaseLogger } from "fastify";
import type { AppDeps } from "../../app-deps";

/** Counts of a run so far: items found, done and failed. */
export interface JobCounts {
  total: number;
  success: number;
  failed: number;
}

/** What a job's body receives: the app's dependencies and a way to report progress. */
export interface JobContext {
  deps: AppDeps;
  runId: number;
  /** The run's log: a failed item is logged here and counted as failed. */
  log: FastifyBaseLogger;
  /** Records the counts so far, pushes OnJobProgress to watching administrators, renews the lease. */
  progress(counts: JobCounts): Promise<void>;
}

/** How a run ended: the message key of its progress text and its final counts. */
export interface JobOutcome extends JobCounts {
  messageKey: JobMessage;
}

/**
 * One scheduled job (decision 030). Its body must be safe to run again after a crash half-way
 * (claim each item with a conditional write), since a lease that lapses lets another instance in.
 */
export interface JobDefinition {
  name: JobName;
  /** Cron expression in the company's time zone (Asia/Tokyo). */
  schedule(config: AppDeps["config"]): string;
  run(context: JobContext): Promise<JobOutcome>;
}
