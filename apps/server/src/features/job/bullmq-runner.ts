import { JobLimits, type JobName, jobTimeZone } from "@portal/contract/job/job.constants";
import { type Job, Queue, Worker } from "bullmq";
import type { FastifyBaseLogger } from "fastify";
import { Redis } from "ioredis";
import type { AppDeps } from "../../app-deps";
import { AppError } from "../../lib/app-error";
import type { JobDefinition } from "./job.types";
import { executeRun, heartbeatRoles, instanceName, leaseEnd, skipRun } from "./job-execution";
import type { JobRunner } from "./job-runner";
import * as jobRuns from "./job-runs.repository";

/** What a queued job carries: a manual run names the run recorded when it was asked for. */
interface QueuedJob {
  trigger: "schedule" | "manual";
  runId?: number;
}

export const jobQueueName = "portal-jobs";

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
  // BullMQ's blocking commands need connections that retry forever rather than fail a request.
  const connect = (purpose: string) => {
    const connection = new Redis(options.redisUrl, { maxRetriesPerRequest: null });
    connection.on("error", (err) => log.warn({ err }, `${purpose}: Redis connection error`));
    return connection;
  };
  // Opened on first use: an instance that never schedules nor runs a job holds no connection.
  let queueConnection: Redis | undefined;
  let queue: Queue<QueuedJob> | undefined;
  const queueOf = () => {
    if (!queue) {
      queueConnection = connect("job queue");
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

  async function process(job: Job<QueuedJob>) {
    const definition = byName(job.name);
    const now = deps.clock.now();
    const runId =
      job.data.runId ??
      (
        await jobRuns.insertRun(deps.db, {
          jobName: definition.name,
          trigger: "schedule",
          status: "queued",
          requestedBy: null,
          queuedAt: now.toISOString(),
          instance,
        })
      ).id;
    await jobRuns.ensureLease(deps.db, definition.name, null);
    if (!(await jobRuns.claim(deps.db, definition.name, instance, now.toISOString(), leaseEnd(deps)))) {
      await skipRun(deps, definition, runId);
      return;
    }
    const run = executeRun(deps, log, definition, runId, instance);
    inFlight.add(run);
    try {
      await run;
    } finally {
      inFlight.delete(run);
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
      workerConnection = connect("job worker");
      worker = new Worker<QueuedJob>(jobQueueName, process, {
        connection: workerConnection,
        prefix,
        concurrency: definitions.length,
        // A run renews its database lease itself; BullMQ's own lock only guards the queue entry.
        lockDuration: JobLimits.leaseMs,
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
      const lease = (await jobRuns.listLeases(deps.db)).find((row) => row.jobName === name);
      if (lease?.leasedUntil && lease.leasedUntil >= now) throw new AppError(400, "job.alreadyRunning");
      const { id } = await jobRuns.insertRun(deps.db, {
        jobName: name,
        trigger: "manual",
        status: "queued",
        requestedBy,
        queuedAt: now,
        instance: null,
      });
      await queueOf().add(
        name,
        { trigger: "manual", runId: id },
        { removeOnComplete: 100, removeOnFail: 100 },
      );
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
