import { JobLimits, type JobName, jobTimeZone } from "@portal/contract/job/job.constants";
import { type Job, Queue, Worker } from "bullmq";
import type { FastifyBaseLogger } from "fastify";
import { Redis } from "ioredis";
import type { AppDeps } from "../../app-deps";
import { AppError } from "../../lib/app-error";
import type { JobDefinition } from "./job.types";
import { acquireLease, heartbeatRoles, instanceName, skipRun, startRun } from "./job-execution";
import type { JobRunner } from "./job-runner.types";
import * as jobRuns from "./job-runs.repository";

/** What a queued job carries: a manual run names the run recorded when it was asked for. */
interface QueuedJob {
  trigger: "schedule" | "manual";
  runId?: number;
}

export const jobQueueName = "portal-jobs";
/** The error of a run that could not be queued (a catalogue key). */
const queueUnavailableError = "job.queueUnavailable";

/**
 * The runner with REDIS_URL: BullMQ job schedulers start each job on its cron (Redis holds one
 * schedule per job whatever the number of instances) and each instance's worker takes queued jobs.
 * The database lease still keeps one run of a job at a time (a manual run and a scheduled one
 * must not overlap); a job that finds it held records a skipped run.
 */
export function createBullmqRunner(
  deps: AppDeps,
  log: FastifyBaseLogger,
  definitions: readonly JobDefinition[],
  options: { redisUrl: string; prefix?: string; instance?: string },
): JobRunner {
  const instance = options.instance ?? instanceName();
  const prefix = options.prefix ?? "portal:bull";
  // The worker's blocking commands need a connection that retries forever; the queue's answers
  // requests (run now, next runs), which must fail rather than wait while Redis is down.
  const connect = (purpose: string, worker: boolean) => {
    const connection = new Redis(
      options.redisUrl,
      worker ? { maxRetriesPerRequest: null } : { maxRetriesPerRequest: 1, enableOfflineQueue: false },
    );
    connection.on("error", (err) => log.warn({ err }, `${purpose}: Redis connection error`));
    return connection;
  };
  // Opened on first use: an instance that never schedules nor runs a job holds no connection.
  let queueConnection: Redis | undefined;
  let queue: Queue<QueuedJob> | undefined;
  const queueOf = () => {
    if (!queue) {
      queueConnection = connect("job queue", false);
      queue = new Queue<QueuedJob>(jobQueueName, { connection: queueConnection, prefix });
      queue.on("error", (err) => log.warn({ err }, "job queue error"));
    }
    return queue;
  };
  let worker: Worker<QueuedJob> | undefined;
  let workerConnection: Redis | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  const inFlight = new Set<Promise<unknown>>();

  const byName = (name: string) => {
    const definition = definitions.find((candidate) => candidate.name === name);
    if (!definition) throw AppError.notFound();
    return definition;
  };

  async function beat() {
    const now = deps.clock.now().toISOString();
    await jobRuns.beat(deps.db, instance, heartbeatRoles.scheduler, "bullmq", now);
    await jobRuns.beat(deps.db, instance, heartbeatRoles.worker, "bullmq", now);
  }

  /** A recorded run that did nothing: another instance runs the job. */
  async function recordSkipped(definition: JobDefinition, runId: number | undefined) {
    const id =
      runId ??
      (
        await jobRuns.insertRun(deps.db, {
          jobName: definition.name,
          trigger: "schedule",
          status: "queued",
          requestedBy: null,
          queuedAt: deps.clock.now().toISOString(),
          instance,
        })
      ).id;
    await skipRun(deps, definition, id);
  }

  async function process(job: Job<QueuedJob>) {
    const definition = byName(job.name);
    await jobRuns.ensureLease(deps.db, definition.name, null);
    const acquired = await acquireLease(deps, definition.name, instance);
    // A manual run's record, unless a dead worker had already started it (then it is recorded as
    // interrupted and this retry is a run of its own).
    const queued = job.data.runId !== undefined ? await jobRuns.findRun(deps.db, job.data.runId) : undefined;
    const runId = queued?.status === "queued" ? queued.id : undefined;
    if (!acquired) {
      await recordSkipped(definition, runId);
      return;
    }
    const { done } = await startRun(deps, log, definition, instance, {
      trigger: job.data.trigger,
      requestedBy: queued?.requestedBy ?? null,
      runId,
    });
    inFlight.add(done);
    try {
      await done;
    } finally {
      inFlight.delete(done);
    }
  }

  return {
    kind: "bullmq",
    async start() {
      for (const definition of definitions) {
        await queueOf().upsertJobScheduler(
          definition.name,
          { pattern: definition.schedule(deps.config), tz: jobTimeZone },
          {
            name: definition.name,
            data: { trigger: "schedule" },
            opts: { removeOnComplete: 100, removeOnFail: 100 },
          },
        );
      }
      workerConnection = connect("job worker", true);
      worker = new Worker<QueuedJob>(jobQueueName, process, {
        connection: workerConnection,
        prefix,
        concurrency: definitions.length,
        // A run renews its database lease itself; BullMQ's lock only guards the queue entry. It
        // outlasts the lease, so a job BullMQ hands out again after its worker died finds the dead
        // run's lease lapsed, records that run as interrupted and runs the slot.
        lockDuration: 2 * JobLimits.leaseMs + 60_000,
      });
      worker.on("error", (err) => log.warn({ err }, "job worker error"));
      await worker.waitUntilReady();
      await beat();
      heartbeat = setInterval(
        () => void beat().catch((err: unknown) => log.warn({ err }, "job heartbeat failed")),
        deps.config.jobs.tickSeconds * 1000,
      );
      heartbeat.unref();
    },
    async stop() {
      if (heartbeat) clearInterval(heartbeat);
      await worker?.close();
      await queue?.close();
      await Promise.allSettled([workerConnection?.quit(), queueConnection?.quit()]);
      await jobRuns.forgetInstance(deps.db, instance).catch(() => {});
    },
    async runNow(name: JobName, requestedBy: number) {
      byName(name);
      const now = deps.clock.now().toISOString();
      const lease = await jobRuns.findLease(deps.db, name);
      if (lease?.leasedUntil && lease.leasedUntil >= now) throw new AppError(400, "job.alreadyRunning");
      const { id } = await jobRuns.insertRun(deps.db, {
        jobName: name,
        trigger: "manual",
        status: "queued",
        requestedBy,
        queuedAt: now,
        instance: null,
      });
      try {
        await queueOf().add(
          name,
          { trigger: "manual", runId: id },
          { removeOnComplete: 100, removeOnFail: 100 },
        );
      } catch (err) {
        await jobRuns.failRun(deps.db, id, queueUnavailableError, deps.clock.now().toISOString());
        throw err;
      }
      return id;
    },
    async nextRuns() {
      const schedulers = await queueOf().getJobSchedulers(0, -1, true);
      return Object.fromEntries(
        schedulers
          .filter((scheduler) => scheduler.next !== undefined)
          .map((scheduler) => [scheduler.key, new Date(scheduler.next as number).toISOString()]),
      );
    },
    async idle() {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
  };
}
