import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { startBaseline } from "./baseline-process";
import { openBenchDatabase } from "./bench-database";
import { type BenchSettings, type DatabaseKind, integerSetting } from "./bench-settings";
import { signInDemoUser } from "./bench-sign-in";
import { accountIds } from "./bench-tickets";
import type { Cleanup } from "./cleanup";
import { createPostgres, progress } from "./database-run";
import { driveAtRate, type LoadRequest, type RateResult } from "./load-driver";
import { prepareLoadTraffic } from "./load-traffic";
import type { QualityFigure, QualityPart } from "./quality";
import { holds, type RateSearchResult, searchHighestRate } from "./rate-search";
import { startServer } from "./server-process";

/** The issue's goals for the fixed-rate run, and the p99 the highest rate must keep. */
export const loadGoals = { p50Ms: 10, p99Ms: 50, searchP99Ms: 100 } as const;

interface LoadSettings {
  rate: number;
  seconds: number;
  warmupSeconds: number;
  stepSeconds: number;
  maxSteps: number;
}

function readLoadSettings(settings: BenchSettings, env: NodeJS.ProcessEnv = process.env): LoadSettings {
  return {
    rate: integerSetting(env, "BENCH_LOAD_RATE", 500, 1),
    seconds: integerSetting(env, "BENCH_LOAD_SECONDS", 60, 1),
    warmupSeconds: settings.warmupSeconds,
    stepSeconds: integerSetting(env, "BENCH_LOAD_STEP_SECONDS", 5, 1),
    maxSteps: integerSetting(env, "BENCH_LOAD_STEPS", 8, 0),
  };
}

type Report = (figure: QualityFigure) => void;

const ms = (value: number) => (Number.isNaN(value) ? "-" : `${value.toFixed(1)} ms`);
const perSecond = (value: number) => `${Math.round(value)}/s`;

export const loadPart: QualityPart = {
  name: "load",
  describe(settings) {
    const load = readLoadSettings(settings);
    return `mixed signed-in traffic (70 % reads, 20 % writes, 10 % ticket decisions) at ${load.rate}/s for ${load.seconds} s, then the highest rate with p99 < ${loadGoals.searchP99Ms} ms (ours and a bare Fastify route), on ${settings.databases.join(" and ")}`;
  },
  async run(settings, cleanup, report) {
    const load = readLoadSettings(settings);
    for (const kind of settings.databases) await loadOnDatabase(kind, settings, load, cleanup, report);
  },
};

async function loadOnDatabase(
  kind: DatabaseKind,
  settings: BenchSettings,
  load: LoadSettings,
  cleanup: Cleanup,
  report: Report,
): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "portal-bench-load-"));
  const removeDataDir = cleanup.add(`remove ${dataDir}`, () => rm(dataDir, { recursive: true, force: true }));
  try {
    const database = kind === "postgres" ? await createPostgres(settings.postgresAdminUrl) : undefined;
    const dropDatabase = database ? cleanup.add(`drop database ${database.name}`, database.drop) : undefined;
    const location = { dataDir, ...(database && { databaseUrl: database.url }) };
    try {
      progress(`load ${kind}: starting the server`);
      const server = await startServer({
        dataDir,
        databaseKind: kind,
        databaseUrl: database?.url,
        env: { SEED_DEMO: "true" },
      });
      const stopServer = cleanup.add(`stop the load ${kind} server`, server.stop);
      const db = await openBenchDatabase(kind, location);
      const closeDb = cleanup.add(`close the load ${kind} connection`, () => db.close());
      let ours: RateSearchResult | undefined;
      // The profiles the yardstick reads: the same employees' as ours.
      const profileIds = [...(await accountIds(db, ["employee1", "employee2"])).values()];
      try {
        const traffic = await prepareLoadTraffic(server.baseUrl, db);
        const drive = async (rate: number, seconds: number, next: () => LoadRequest = traffic.next) => {
          await traffic.prepareFor(rate * seconds);
          const result = await driveAtRate(server.baseUrl, rate, seconds, next);
          await sleep(1_000); // the server drains and collects before the next step
          return result;
        };

        if (load.warmupSeconds > 0) {
          progress(`load ${kind}: ${load.warmupSeconds} s warm-up at ${load.rate}/s`);
          await drive(load.rate, load.warmupSeconds);
        }
        progress(`load ${kind}: the mix at ${load.rate}/s for ${load.seconds} s`);
        const main = await drive(load.rate, load.seconds);
        logKinds(kind, main);
        reportFixedRate(kind, load, main, traffic.shortOfTickets(), report);

        if (load.maxSteps > 0) {
          progress(`load ${kind}: highest rate of the mix with p99 < ${loadGoals.searchP99Ms} ms`);
          const mix = await search(kind, "mix", (rate) => drive(rate, load.stepSeconds), load);
          reportSearch(kind, "the mix", mix, report);
          const profile = profileReads(await signInBoth(server.baseUrl));
          progress(`load ${kind}: highest rate of GET /api/employee/profile alone`);
          ours = await search(kind, "profile", (rate) => drive(rate, load.stepSeconds, profile), load);
          reportSearch(kind, "GET /api/employee/profile", ours, report);
        }
      } finally {
        await closeDb();
        await stopServer();
      }

      if (ours) {
        // The yardstick runs alone, on the same database, once the portal has stopped.
        progress(`load ${kind}: the bare Fastify route with the same read`);
        const baseline = await startBaseline(location);
        const stopBaseline = cleanup.add(`stop the ${kind} baseline`, baseline.stop);
        try {
          let n = 0;
          const next = (): LoadRequest => ({
            kind: "baseline",
            method: "GET",
            path: `/profile/${profileIds[n++ % profileIds.length]}`,
            headers: {},
          });
          const bare = await search(
            kind,
            "baseline",
            async (rate) => {
              const result = await driveAtRate(baseline.baseUrl, rate, load.stepSeconds, next);
              await sleep(1_000);
              return result;
            },
            load,
          );
          reportSearch(kind, "bare Fastify route, same read", bare, report);
          report({
            part: "load",
            subject: kind,
            measure: "profile read: ours / bare route (highest rates)",
            figure: bare.bestRate > 0 ? (ours.bestRate / bare.bestRate).toFixed(2) : "-",
            goal: null,
            met: null,
          });
        } finally {
          await stopBaseline();
        }
      }
    } finally {
      await dropDatabase?.();
    }
  } finally {
    await removeDataDir();
  }
}

async function signInBoth(baseUrl: string) {
  return Promise.all(["employee1", "employee2"].map((account) => signInDemoUser(baseUrl, account)));
}

function profileReads(users: Record<string, string>[]): () => LoadRequest {
  let n = 0;
  return () => ({
    kind: "profile",
    method: "GET",
    path: "/api/employee/profile",
    headers: users[n++ % users.length] ?? {},
  });
}

function search(
  kind: DatabaseKind,
  label: string,
  probe: (rate: number) => Promise<RateResult>,
  load: LoadSettings,
): Promise<RateSearchResult> {
  return searchHighestRate(
    probe,
    { startRate: 250, p99LimitMs: loadGoals.searchP99Ms, maxSteps: load.maxSteps, ceiling: 20_000 },
    (step, held) =>
      progress(
        `load ${kind} ${label}: ${step.targetRate}/s -> ${perSecond(step.achievedRate)}, p99 ${ms(step.p99Ms)}, ${step.failed + step.errors} failed, client lag p99 ${ms(step.sendLagP99Ms)}: ${held ? "holds" : "does not hold"}${step.firstProblem ? ` (${step.firstProblem})` : ""}`,
      ),
  );
}

function logKinds(kind: DatabaseKind, result: RateResult): void {
  for (const [name, figures] of Object.entries(result.byKind)) {
    progress(
      `load ${kind}: ${name.padEnd(16)} ${String(figures.count).padStart(6)} requests, p50 ${ms(figures.p50Ms)}, p99 ${ms(figures.p99Ms)}`,
    );
  }
  if (result.firstProblem) progress(`load ${kind}: first problem: ${result.firstProblem}`);
}

function reportFixedRate(
  kind: DatabaseKind,
  load: LoadSettings,
  result: RateResult,
  shortOfTickets: number,
  report: Report,
): void {
  const run = `mix ${load.rate}/s × ${load.seconds} s`;
  const figure = (measure: string, value: string, goal: string | null, met: boolean | null) =>
    report({ part: "load", subject: kind, measure: `${run}: ${measure}`, figure: value, goal, met });
  figure("p50", ms(result.p50Ms), `< ${loadGoals.p50Ms} ms`, result.p50Ms < loadGoals.p50Ms);
  figure("p99", ms(result.p99Ms), `< ${loadGoals.p99Ms} ms`, result.p99Ms < loadGoals.p99Ms);
  const failures = result.failed + result.errors;
  figure("errors", `${failures} of ${result.sent}`, "0", failures === 0);
  figure(
    "achieved rate",
    perSecond(result.achievedRate),
    `≥ ${Math.floor(load.rate * 0.95)}/s`,
    holdsRate(result),
  );
  if (shortOfTickets > 0) figure("decisions without a ticket", String(shortOfTickets), "0", false);
}

const holdsRate = (result: RateResult) => result.achievedRate >= 0.95 * result.targetRate;

function reportSearch(kind: DatabaseKind, what: string, result: RateSearchResult, report: Report): void {
  const best = result.best;
  report({
    part: "load",
    subject: kind,
    measure: `highest rate with p99 < ${loadGoals.searchP99Ms} ms: ${what}`,
    figure:
      best && holds(best, loadGoals.searchP99Ms)
        ? `${perSecond(result.bestRate)} (p99 ${ms(best.p99Ms)})`
        : `< ${Math.min(...result.steps.map((step) => step.targetRate))}/s`,
    goal: null,
    met: null,
  });
}
