import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { openBenchDatabase } from "./bench-database";
import { type BenchSettings, type DatabaseKind, integerSetting } from "./bench-settings";
import { signInDemoUser } from "./bench-sign-in";
import type { Cleanup } from "./cleanup";
import { createPostgres, progress } from "./database-run";
import type { QualityFigure, QualityPart } from "./quality";
import { percentile } from "./realtime-measure";
import { type ListCall, listCalls, type ScaleUser } from "./scale-calls";
import { type ScaleSizes, seedAtScale } from "./scale-seed";
import { startServer } from "./server-process";

/** The goals: every list call pages and answers in under 20 ms, with at most 5 queries. */
export const scaleGoals = { p99Ms: 20, queries: 5, pageRows: 100 } as const;

interface ScaleSettings extends ScaleSizes {
  /** Measured calls of each list call (after two discarded ones). */
  calls: number;
}

function readScaleSettings(env: NodeJS.ProcessEnv = process.env): ScaleSettings {
  return {
    tickets: integerSetting(env, "BENCH_SCALE_TICKETS", 100_000, 1),
    comments: integerSetting(env, "BENCH_SCALE_COMMENTS", 1_000_000, 0),
    notifications: integerSetting(env, "BENCH_SCALE_NOTIFICATIONS", 100_000, 0),
    calls: integerSetting(env, "BENCH_SCALE_CALLS", 50, 1),
  };
}

type Report = (figure: QualityFigure) => void;

/** What one list call answered, over its calls. */
interface CallFigures {
  p50Ms: number;
  p99Ms: number;
  maxQueries: number;
  /** Rows in the answer, and the total a paged answer reports. */
  rows: number;
  totalCount?: number;
  problem?: string;
}

const pageSize = 20;
/** A call slower than this is measured fewer times, so one slow list cannot hold the run up for long. */
const budgetPerCallMs = 5_000;

export const scalePart: QualityPart = {
  name: "scale",
  describe(settings) {
    const sizes = readScaleSettings();
    return `${sizes.tickets.toLocaleString("en")} tickets, ${sizes.comments.toLocaleString("en")} comments and ${sizes.notifications.toLocaleString("en")} notifications seeded; every list call ${sizes.calls} times with X-Query-Count, on ${settings.databases.join(" and ")}`;
  },
  async run(settings, cleanup, report) {
    const sizes = readScaleSettings();
    for (const kind of settings.databases) await scaleOnDatabase(kind, settings, sizes, cleanup, report);
  },
};

async function scaleOnDatabase(
  kind: DatabaseKind,
  settings: BenchSettings,
  sizes: ScaleSettings,
  cleanup: Cleanup,
  report: Report,
): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "portal-bench-scale-"));
  const removeDataDir = cleanup.add(`remove ${dataDir}`, () => rm(dataDir, { recursive: true, force: true }));
  try {
    const database = kind === "postgres" ? await createPostgres(settings.postgresAdminUrl) : undefined;
    const dropDatabase = database ? cleanup.add(`drop database ${database.name}`, database.drop) : undefined;
    const location = { dataDir, ...(database && { databaseUrl: database.url }) };
    const serverOptions = { dataDir, databaseKind: kind, databaseUrl: database?.url };
    try {
      // First start: migrations and the demo company; then the bulk data with the server stopped.
      progress(`scale ${kind}: migrating and seeding the demo company`);
      const first = await startServer({ ...serverOptions, env: { SEED_DEMO: "true" } });
      await cleanup.add(`stop the first scale ${kind} server`, first.stop)();

      progress(`scale ${kind}: seeding ${describeSizes(sizes)}`);
      const db = await openBenchDatabase(kind, location);
      const closeDb = cleanup.add(`close the scale ${kind} connection`, () => db.close());
      const started = performance.now();
      const data = await seedAtScale(db, sizes).finally(closeDb);
      const seedSeconds = (performance.now() - started) / 1000;
      report({
        part: "scale",
        subject: kind,
        measure: `seeding ${describeSizes(sizes)}`,
        figure: `${seedSeconds.toFixed(1)} s`,
        goal: null,
        met: null,
      });

      progress(`scale ${kind}: starting the server with QUERY_COUNT_HEADER`);
      const server = await startServer({
        ...serverOptions,
        env: { SEED_DEMO: "true", QUERY_COUNT_HEADER: "true" },
      });
      const stopServer = cleanup.add(`stop the scale ${kind} server`, server.stop);
      try {
        const users: ScaleUser[] = ["employee1", "leader1", "hr1", "approver1", "admin1"];
        const auth = new Map(
          await Promise.all(
            users.map(async (user) => [user, await signInDemoUser(server.baseUrl, user)] as const),
          ),
        );
        const results: { call: ListCall; figures: CallFigures }[] = [];
        for (const call of listCalls(data)) {
          const figures = await measureCall(server.baseUrl, call, auth.get(call.user) ?? {}, sizes.calls);
          results.push({ call, figures });
          progress(`scale ${kind}: ${describeCall(call)}: ${describeFigures(figures)}`);
          report(callFigure(kind, call, figures));
        }
        reportSummary(kind, results, report);
      } finally {
        await stopServer();
      }
    } finally {
      await dropDatabase?.();
    }
  } finally {
    await removeDataDir();
  }
}

const describeSizes = (sizes: ScaleSizes) =>
  `${sizes.tickets.toLocaleString("en")} tickets, ${sizes.comments.toLocaleString("en")} comments, ${sizes.notifications.toLocaleString("en")} notifications`;

const describeCall = (call: ListCall) => `${call.name} (${call.user})`;

async function measureCall(
  baseUrl: string,
  call: ListCall,
  auth: Record<string, string>,
  calls: number,
): Promise<CallFigures> {
  const headers: Record<string, string> = {
    ...auth,
    ...(call.page !== undefined && {
      "x-pagination-page": String(call.page),
      "x-pagination-size": String(pageSize),
    }),
    ...(call.body !== undefined && { "content-type": "application/json" }),
  };
  const timings: number[] = [];
  let maxQueries = 0;
  let rows = 0;
  let totalCount: number | undefined;
  const budgetEnds = performance.now() + budgetPerCallMs;
  // Two discarded calls first (JIT, statement caches); then `calls`, or fewer past the budget.
  for (let i = 0; i < calls + 2; i++) {
    const started = performance.now();
    const response = await fetch(`${baseUrl}${call.path}`, {
      method: call.method,
      headers,
      ...(call.body !== undefined && { body: JSON.stringify(call.body) }),
    });
    const text = await response.text();
    const elapsed = performance.now() - started;
    if (!response.ok) {
      return {
        p50Ms: Number.NaN,
        p99Ms: Number.NaN,
        maxQueries,
        rows,
        problem: `answered ${response.status}: ${text.slice(0, 200)}`,
      };
    }
    const queries = Number(response.headers.get("x-query-count") ?? Number.NaN);
    if (Number.isNaN(queries))
      throw new Error("the server sends no X-Query-Count: is QUERY_COUNT_HEADER supported?");
    maxQueries = Math.max(maxQueries, queries);
    if (i === 0) ({ rows, totalCount } = countRows(JSON.parse(text)));
    if (i >= 2) timings.push(elapsed);
    if (i >= 6 && performance.now() > budgetEnds) break;
  }
  timings.sort((a, b) => a - b);
  return {
    p50Ms: percentile(timings, 50),
    p99Ms: percentile(timings, 99),
    maxQueries,
    rows,
    ...(totalCount !== undefined && { totalCount }),
  };
}

/** Rows of a list answer: an array, a page (`{ data, totalCount }`), or the bell's latest (`{ data }`). */
function countRows(body: unknown): { rows: number; totalCount?: number } {
  if (Array.isArray(body)) return { rows: body.length };
  if (body && typeof body === "object" && "data" in body && Array.isArray(body.data)) {
    const totalCount =
      "totalCount" in body && typeof body.totalCount === "number" ? body.totalCount : undefined;
    return { rows: body.data.length, ...(totalCount !== undefined && { totalCount }) };
  }
  return { rows: 0 };
}

const isPaged = (figures: CallFigures) =>
  figures.totalCount !== undefined ? figures.rows <= pageSize : figures.rows <= scaleGoals.pageRows;
const isFast = (figures: CallFigures) => figures.p99Ms < scaleGoals.p99Ms;
const isLean = (figures: CallFigures) => figures.maxQueries <= scaleGoals.queries;

function describeFigures(figures: CallFigures): string {
  if (figures.problem) return figures.problem;
  const rows =
    figures.totalCount !== undefined
      ? `${figures.rows} of ${figures.totalCount.toLocaleString("en")}`
      : `${figures.rows.toLocaleString("en")} rows, unpaged`;
  return `p50 ${figures.p50Ms.toFixed(1)} · p99 ${figures.p99Ms.toFixed(1)} ms · ${figures.maxQueries} queries · ${rows}`;
}

function callFigure(kind: DatabaseKind, call: ListCall, figures: CallFigures): QualityFigure {
  return {
    part: "scale",
    subject: kind,
    measure: describeCall(call),
    figure: describeFigures(figures),
    goal: `p99 < ${scaleGoals.p99Ms} ms · ≤ ${scaleGoals.queries} queries · pages`,
    met: figures.problem === undefined && isFast(figures) && isLean(figures) && isPaged(figures),
  };
}

function reportSummary(
  kind: DatabaseKind,
  results: { call: ListCall; figures: CallFigures }[],
  report: Report,
) {
  const answered = results.filter((result) => result.figures.problem === undefined);
  const count = (test: (figures: CallFigures) => boolean) => answered.filter((r) => test(r.figures)).length;
  const summary = (measure: string, passed: number, goal: string) =>
    report({
      part: "scale",
      subject: kind,
      measure,
      figure: `${passed} of ${results.length}`,
      goal,
      met: passed === results.length,
    });
  summary("list calls answering with p99 under 20 ms", count(isFast), "all");
  summary("list calls with at most 5 queries a request", count(isLean), "all");
  summary("list calls that page (or stay within 100 rows)", count(isPaged), "all");
  const most = Math.max(0, ...answered.map((r) => r.figures.maxQueries));
  report({
    part: "scale",
    subject: kind,
    measure: "most queries in one list request",
    figure: String(most),
    goal: `≤ ${scaleGoals.queries}`,
    met: most <= scaleGoals.queries,
  });
}
