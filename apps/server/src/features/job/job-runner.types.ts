import type { JobName } from "@portal/contract/job/job.constants";

/**
 * Runs the scheduled jobs (decision 030): on their schedule, once across instances, and on demand.
 * Embedded: a timer in this process with a lease per job in the database. With REDIS_URL: BullMQ
 * job schedulers and workers. Either way each run is recorded in job_runs with its progress.
 */
export interface JobRunner {
  readonly kind: "embedded" | "bullmq";
  /** Starts scheduling and working on this instance. */
  start(): Promise<void>;
  /** Stops taking work and waits for this instance's runs to end. */
  stop(): Promise<void>;
  /** Starts a run now (queued, then running); 400 job.alreadyRunning while one runs. Answers its id. */
  runNow(name: JobName, requestedBy: number): Promise<number>;
  /** The next scheduled start of each job (ISO). */
  nextRuns(): Promise<Partial<Record<JobName, string>>>;
  /** Resolves when the runs this instance started have ended. */
  idle(): Promise<void>;
}
