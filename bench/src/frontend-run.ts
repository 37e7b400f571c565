import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { loginResponseSchema, roleFlagsSchema } from "@portal/contract/auth/auth.schema";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Result } from "lighthouse";
import type { Cleanup } from "./cleanup";
import { progress } from "./database-run";
import { lighthouseConfig } from "./lighthouse-session";
import { demoPassword } from "./portal-client";
import type { QualityFigure, QualityPart } from "./quality";
import { startServer } from "./server-process";

/** Debian's Chromium; the bench never downloads a browser. */
const chromePath = process.env.BENCH_CHROME_PATH ?? "/usr/bin/chromium";
const reportDir = fileURLToPath(new URL("../results/lighthouse/", import.meta.url));

interface PageAudit {
  /** The path audited, and the one it must still show once loaded (a lost session ends on /login). */
  path: string;
  isSignedIn: boolean;
}

const pages: PageAudit[] = [
  { path: "/login", isSignedIn: false },
  { path: "/home", isSignedIn: true },
];

/** One figure of a Lighthouse report, the goal it is held to and how it is shown. */
interface Measure {
  measure: string;
  goal: string;
  read: (lhr: Result) => number;
  isMet: (value: number) => boolean;
  format: (value: number) => string;
}

const score = (lhr: Result, category: string) =>
  Math.round((lhr.categories[category]?.score ?? Number.NaN) * 100);
const audit = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;

const measures: Measure[] = [
  {
    measure: "performance score",
    goal: ">= 90",
    read: (lhr) => score(lhr, "performance"),
    isMet: (value) => value >= 90,
    format: String,
  },
  {
    measure: "LCP",
    goal: "<= 2.5 s",
    read: (lhr) => audit(lhr, "largest-contentful-paint"),
    isMet: (value) => value <= 2500,
    format: (value) => `${(value / 1000).toFixed(2)} s`,
  },
  {
    measure: "TBT",
    goal: "<= 200 ms",
    read: (lhr) => audit(lhr, "total-blocking-time"),
    isMet: (value) => value <= 200,
    format: (value) => `${Math.round(value)} ms`,
  },
  {
    measure: "CLS",
    goal: "<= 0.1",
    read: (lhr) => audit(lhr, "cumulative-layout-shift"),
    isMet: (value) => value <= 0.1,
    format: (value) => value.toFixed(3),
  },
  {
    measure: "accessibility score",
    goal: ">= 95",
    read: (lhr) => score(lhr, "accessibility"),
    isMet: (value) => value >= 95,
    format: String,
  },
];

export const frontendPart: QualityPart = {
  name: "frontend",
  describe: ({ lighthouseRuns }) =>
    `Lighthouse (mobile) on ${pages.map((page) => page.path).join(" and ")} of the built app in ${chromePath}, ${lighthouseRuns} runs each, medians`,
  run: (settings, cleanup, report) => auditPages(settings.lighthouseRuns, cleanup, report),
};

/**
 * The built server on a fresh SQLite DATA_DIR with the demo company; each page audited `runs` times
 * by Lighthouse's Node API with its default mobile configuration, in one headless Chromium (each
 * run in a new tab, storage and cache cleared). Every figure is the median of its runs; the report
 * of the run with the median performance score is kept in bench/results/lighthouse/.
 */
async function auditPages(runs: number, cleanup: Cleanup, report: (figure: QualityFigure) => void) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "portal-bench-frontend-"));
  const removeDataDir = cleanup.add(`remove ${dataDir}`, () => rm(dataDir, { recursive: true, force: true }));
  try {
    const server = await startServer({ dataDir, databaseKind: "sqlite" });
    const stopServer = cleanup.add("stop the front-end bench server", server.stop);
    const chrome = await chromeLauncher.launch({
      chromePath,
      chromeFlags: ["--headless=new", "--no-sandbox", "--disable-dev-shm-usage"],
    });
    const stopChrome = cleanup.add("stop Chromium", () => chrome.kill());
    try {
      const session = await signInSession(server.baseUrl);
      await mkdir(reportDir, { recursive: true });
      for (const page of pages) {
        const url = `${server.baseUrl}${page.path}`;
        const config = lighthouseConfig(server.baseUrl, page.isSignedIn ? session : undefined);
        const reports: Result[] = [];
        for (let run = 1; run <= runs; run++) {
          const result = await lighthouse(
            url,
            { port: chrome.port, logLevel: "error", output: "json" },
            config,
          );
          if (!result) throw new Error(`Lighthouse returned no result for ${page.path}`);
          const lhr = result.lhr;
          if (lhr.runtimeError) throw new Error(`Lighthouse on ${page.path}: ${lhr.runtimeError.message}`);
          const shown = new URL(lhr.finalDisplayedUrl).pathname;
          if (shown !== page.path)
            throw new Error(`${page.path} ended on ${shown}: the session was not taken`);
          progress(
            `frontend ${page.path} run ${run}/${runs}: ${measures.map((m) => `${m.measure} ${m.format(m.read(lhr))}`).join(", ")}`,
          );
          reports.push(lhr);
        }
        for (const figure of medianFigures(page.path, reports)) report(figure);
        const kept = medianRun(reports);
        await writeFile(path.join(reportDir, `${page.path.slice(1)}.json`), JSON.stringify(kept));
      }
    } finally {
      await stopChrome();
      await stopServer();
    }
  } finally {
    await removeDataDir();
  }
}

/** Signs employee1 in through the API; the localStorage items the web app keeps for that session. */
async function signInSession(baseUrl: string): Promise<Record<string, string>> {
  const response = await fetch(`${baseUrl}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ userId: "employee1", password: demoPassword }),
  });
  if (!response.ok) throw new Error(`sign-in as employee1 failed: ${response.status}`);
  const body = loginResponseSchema.parse(await response.json());
  // The keys and values of apps/web/src/lib/session-store.ts saveSession().
  return {
    token: body.access_token,
    username: body.username,
    displayName: body.display_name,
    timesheetMode: String(body.timesheet_mode),
    roles: JSON.stringify(roleFlagsSchema.parse(body)),
    loginMode: "account",
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
};

/** Each measure's median over the runs (the runs' own values shown beside it) against its goal. */
function medianFigures(pagePath: string, reports: Result[]): QualityFigure[] {
  return measures.map((m) => {
    const values = reports.map(m.read);
    const value = median(values);
    return {
      part: "frontend",
      subject: `${pagePath} (mobile)`,
      measure: m.measure,
      figure: `${m.format(value)} (${values.map(m.format).join(", ")})`,
      goal: m.goal,
      met: m.isMet(value),
    };
  });
}

/** The run whose performance score is the median one. */
function medianRun(reports: Result[]): Result | undefined {
  const target = median(reports.map((lhr) => score(lhr, "performance")));
  return reports.find((lhr) => score(lhr, "performance") === target);
}
