import type { JobName } from "@portal/contract/job/job.constants";
import type { FastifyBaseLogger } from "fastify";
import type { AppDeps } from "../../app-deps";
import { AppError } from "../../lib/app-error";
import type { JobDefinition } from "./job.types";
import {
  acquireLease,
  heartbeatRoles,
  instanceName,
  leaseEnd,
  startRun,
  takeOverIfLapsed,
} from "./job-execution";
import type { JobRunner } from "./job-runner.types";
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
    const leases = await jobRuns.listLeases(deps.db);
    for (const definition of definitions) {
      const lease = leases.find((row) => row.jobName === definition.name);
      // A holder that stopped renewing died mid-run: its run is recorded as interrupted and the
      // slot it was running runs again here.
      const recovered = lease && (await takeOverIfLapsed(deps, lease, instance));
      if (recovered) {
        if (recovered.runningSlot) await begin(definition, { trigger: "schedule", requestedBy: null });
        else await jobRuns.releaseUnstarted(deps.db, definition.name, instance);
        continue;
      }
      const now = deps.clock.now();
      const claimed = await jobRuns.claimDue(
        deps.db,
        definition.name,
        instance,
        now.toISOString(),
        leaseEnd(deps),
        nextSlot(definition, now),
      );
      if (claimed) await begin(definition, { trigger: "schedule", requestedBy: null });
    }
  }

  /** Starts a run of a job whose lease this instance took; the tick does not wait for it. */
  async function begin(
    definition: JobDefinition,
    run: { trigger: "schedule" | "manual"; requestedBy: number | null },
  ) {
    const { runId, done } = await startRun(deps, log, definition, instance, run);
    track(done);
    return runId;
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
      await jobRuns.ensureLease(deps.db, name, nextSlot(definition, deps.clock.now()));
      const acquired = await acquireLease(deps, name, instance);
      if (!acquired) throw new AppError(400, "job.alreadyRunning");
      // Taking over a dead holder's slot: this run does that slot's work too (jobs do what is due).
      return begin(definition, { trigger: "manual", requestedBy });
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
