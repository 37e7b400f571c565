import type { JobName } from "@portal/contract/job/job.constants";
import type { FastifyBaseLogger } from "fastify";
import type { AppDeps } from "../../app-deps";
import { AppError } from "../../lib/app-error";
import type { JobDefinition } from "./job.types";
import { executeRun, heartbeatRoles, instanceName, leaseEnd } from "./job-execution";
import type { JobRunner } from "./job-runner";
import * as jobRuns from "./job-runs.repository";
import { nextStart } from "./job-schedule";

export interface EmbeddedRunner extends JobRunner {
  /** One look for due jobs (the timer calls it; tests call it with their clock). */
  tick(): Promise<void>;
  readonly instance: string;
}

/**
 * The embedded runner: every few seconds each instance beats and tries to take each due job's
 * lease with one conditional update that also moves the job's slot on, so exactly one instance
 * runs each slot. A slot missed while every instance was down runs once at the next start.
 */
export function createEmbeddedRunner(
  deps: AppDeps,
  log: FastifyBaseLogger,
  definitions: readonly JobDefinition[],
  options: { instance?: string } = {},
): EmbeddedRunner {
  const instance = options.instance ?? instanceName();
  const inFlight = new Set<Promise<unknown>>();
  let timer: NodeJS.Timeout | undefined;
  let ticking: Promise<void> | undefined;
  let leasesReady = false;

  const nowIso = () => deps.clock.now().toISOString();
  const nextSlot = (definition: JobDefinition, after: Date) =>
    nextStart(definition.schedule(deps.config), after).toISOString();
  const byName = (name: JobName) => {
    const definition = definitions.find((candidate) => candidate.name === name);
    if (!definition) throw AppError.notFound();
    return definition;
  };
  const track = (run: Promise<unknown>) => {
    inFlight.add(run);
    void run.finally(() => inFlight.delete(run));
  };

  async function ensureLeases() {
    const now = deps.clock.now();
    for (const definition of definitions) {
      const slot = nextSlot(definition, now);
      await jobRuns.ensureLease(deps.db, definition.name, slot);
      await jobRuns.pullNextRunAt(deps.db, definition.name, slot);
    }
  }

  async function beat() {
    const now = nowIso();
    await jobRuns.beat(deps.db, instance, heartbeatRoles.scheduler, "embedded", now);
    await jobRuns.beat(deps.db, instance, heartbeatRoles.worker, "embedded", now);
  }

  async function runDue() {
    if (!leasesReady) {
      await ensureLeases();
      leasesReady = true;
    }
    await beat();
    for (const definition of definitions) {
      const now = deps.clock.now();
      const claimed = await jobRuns.claimDue(
        deps.db,
        definition.name,
        instance,
        now.toISOString(),
        leaseEnd(deps),
        nextSlot(definition, now),
      );
      if (!claimed) continue;
      const { id } = await jobRuns.insertRun(deps.db, {
        jobName: definition.name,
        trigger: "schedule",
        status: "queued",
        requestedBy: null,
        queuedAt: now.toISOString(),
        instance,
      });
      track(executeRun(deps, log, definition, id, instance));
    }
  }

  const runner: EmbeddedRunner = {
    kind: "embedded",
    instance,
    tick() {
      // One tick at a time: a slow database must not pile ticks up.
      ticking ??= runDue()
        .catch((err: unknown) => log.error({ err }, "job scheduler tick failed"))
        .finally(() => {
          ticking = undefined;
        });
      return ticking;
    },
    async start() {
      await runner.tick();
      timer = setInterval(() => void runner.tick(), deps.config.jobs.tickSeconds * 1000);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await ticking;
      await runner.idle();
      await jobRuns.forgetInstance(deps.db, instance).catch(() => {});
    },
    async runNow(name, requestedBy) {
      const definition = byName(name);
      const now = deps.clock.now();
      await jobRuns.ensureLease(deps.db, name, nextSlot(definition, now));
      if (!(await jobRuns.claim(deps.db, name, instance, now.toISOString(), leaseEnd(deps)))) {
        throw new AppError(400, "job.alreadyRunning");
      }
      const { id } = await jobRuns
        .insertRun(deps.db, {
          jobName: name,
          trigger: "manual",
          status: "queued",
          requestedBy,
          queuedAt: now.toISOString(),
          instance,
        })
        .catch(async (err: unknown) => {
          await jobRuns.release(deps.db, name, instance);
          throw err;
        });
      track(executeRun(deps, log, definition, id, instance));
      return id;
    },
    async nextRuns() {
      const leases = await jobRuns.listLeases(deps.db);
      const now = deps.clock.now();
      return Object.fromEntries(
        definitions.map((definition) => [
          definition.name,
          leases.find((lease) => lease.jobName === definition.name)?.nextRunAt ?? nextSlot(definition, now),
        ]),
      );
    },
    async idle() {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
  };
  return runner;
}
