import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import type { UploadSettings } from "./bench-settings";
import type { Cleanup } from "./cleanup";
import { progress } from "./database-run";
import { errorMessage } from "./error-message";
import { type PortalClient, ServerLink, signInAs } from "./portal-client";
import type { QualityFigure, QualityPart } from "./quality";
import { percentile, readRssKiB } from "./realtime-measure";
import { startServer } from "./server-process";

/** Demo employees (README, "Demo sign-ins") who upload at once in the several-employees round. */
const uploaders = ["employee1", "employee2", "leader1", "hr1", "deputy1", "approver1", "admin1", "vn1"];
/** What the server's memory may grow by while the uploads run (it grew by 590 MB before the fix). */
const rssGrowthGoalMiB = 100;
/** Health answers while the uploads run (they took 13.7 s before the fix). */
const healthP99GoalMs = 250;
const sampleEveryMs = 25;

export const uploadPart: QualityPart = {
  name: "upload",
  describe: ({ upload }) =>
    `${upload.parallel} uploads of ${upload.megabytes.toFixed(1)} MB at once by one employee, then by ${upload.users} ` +
    "(server memory before, at its peak and after; health latency meanwhile; 429 beyond the caps)",
  run: (settings, cleanup, report) => uploadsAtOnce(settings.upload, cleanup, report),
};

/** A multipart body of one PDF of `bytes` bytes (kept byte for byte by the evidence upload). */
function pdfUpload(bytes: number): { body: Buffer; contentType: string } {
  const boundary = `----portal-bench-${randomBytes(8).toString("hex")}`;
  const pdfEnd = Buffer.from("\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n");
  const pdfStart = Buffer.from("%PDF-1.4\n");
  const filler = Buffer.alloc(bytes - pdfStart.length - pdfEnd.length, " ");
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="statement.pdf"\r\n` +
      "Content-Type: application/pdf\r\n\r\n",
  );
  return {
    body: Buffer.concat([head, pdfStart, filler, pdfEnd, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

interface RoundResult {
  statuses: Map<number, number>;
  firstOther: string | undefined;
  rssBeforeKiB: number;
  rssPeakKiB: number;
  rssAfterKiB: number;
  /** Latencies of the health calls during the round, and during two idle seconds before it. */
  health: number[];
  healthIdle: number[];
  seconds: number;
}

/**
 * The built server on a fresh SQLite DATA_DIR with the demo company, its default upload caps;
 * `parallel` evidence uploads of `megabytes` MB sent at once, by one employee and then spread over
 * `users`, while the bench reads the server's RSS and asks for its health every 25 ms.
 */
async function uploadsAtOnce(
  { parallel, megabytes, users }: UploadSettings,
  cleanup: Cleanup,
  report: (figure: QualityFigure) => void,
): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "portal-bench-upload-"));
  const removeDataDir = cleanup.add(`remove ${dataDir}`, () => rm(dataDir, { recursive: true, force: true }));
  try {
    const server = await startServer({
      dataDir,
      databaseKind: "sqlite",
      env: { LOGIN_RATE_LIMIT_PER_MINUTE: "1000" },
    });
    const stopServer = cleanup.add("stop the upload server", () => server.stop());
    try {
      const link = new ServerLink(server.baseUrl);
      const clients = await Promise.all(
        uploaders.slice(0, Math.max(1, users)).map((account) => signInAs(link, account)),
      );
      const upload = pdfUpload(Math.round(megabytes * 1024 * 1024));
      // Once, so that the upload's code paths are loaded before the baseline is read.
      await send(clients[0] as PortalClient, upload);
      await sleep(1_000);
      const rounds: [string, PortalClient[]][] = [
        ["one employee", clients.slice(0, 1)],
        [`${clients.length} employees`, clients],
      ];
      for (const [who, senders] of rounds) {
        const result = await round(server.pid, server.baseUrl, senders, parallel, upload);
        reportRound(report, `${parallel} × ${megabytes.toFixed(1)} MB, ${who}`, result);
      }
    } finally {
      await stopServer();
    }
  } finally {
    await removeDataDir();
  }
}

async function send(client: PortalClient, upload: { body: Buffer; contentType: string }) {
  try {
    const response = await fetch(`${client.link.baseUrl}/api/commutationTicket/upload`, {
      method: "POST",
      headers: { authorization: `Bearer ${client.token}`, "content-type": upload.contentType },
      body: upload.body,
      signal: AbortSignal.timeout(120_000),
    });
    return { status: response.status, text: await response.text() };
  } catch (error) {
    return { status: 0, text: errorMessage(error) };
  }
}

/**
 * A process of its own (so the bench's busy sending is never counted as the server's) calls
 * GET /api/health every 25 ms until stopped, each call started on time whatever the others do: a
 * stall of the server shows as every call it held up. Answers the latencies, sorted.
 */
const probeScript = `
const http = require("node:http");
const agent = new http.Agent({ keepAlive: true });
const latencies = [];
let pending = 0;
let isStopping = false;
const finish = () => { if (isStopping && pending === 0) { process.stdout.write(JSON.stringify(latencies)); process.exit(0); } };
const timer = setInterval(() => {
  const started = performance.now();
  pending++;
  const done = (ms) => { latencies.push(ms); pending--; finish(); };
  http.get(process.argv[1] + "/api/health", { agent, timeout: 60000 }, (response) => {
    response.resume();
    response.on("end", () => done(performance.now() - started));
  }).on("error", () => done(1e9));
}, ${sampleEveryMs});
process.stdin.on("data", () => { clearInterval(timer); isStopping = true; finish(); });
`;

function healthProbe(baseUrl: string): { stop: () => Promise<number[]> } {
  const child = spawn(process.execPath, ["-e", probeScript, baseUrl], { stdio: ["pipe", "pipe", "inherit"] });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  return {
    async stop() {
      child.stdin.write("stop\n");
      await exited;
      return (JSON.parse(output || "[]") as number[]).sort((a, b) => a - b);
    },
  };
}

/** The server's RSS every 25 ms until stopped; answers the highest. */
function rssWatch(pid: number, startKiB: number): { stop: () => Promise<number> } {
  let peakKiB = startKiB;
  let isDone = false;
  const watching = (async () => {
    while (!isDone) {
      peakKiB = Math.max(peakKiB, (await readRssKiB(pid)) ?? 0);
      await sleep(sampleEveryMs);
    }
  })();
  return {
    async stop() {
      isDone = true;
      await watching;
      return peakKiB;
    },
  };
}

async function round(
  pid: number,
  baseUrl: string,
  senders: PortalClient[],
  parallel: number,
  upload: { body: Buffer; contentType: string },
): Promise<RoundResult> {
  // The same calls for two seconds without uploads: what this machine answers when idle.
  const idleProbe = healthProbe(baseUrl);
  await sleep(2_000);
  const healthIdle = await idleProbe.stop();
  const rssBeforeKiB = (await readRssKiB(pid)) ?? Number.NaN;
  const rss = rssWatch(pid, rssBeforeKiB);
  const probe = healthProbe(baseUrl);
  const started = performance.now();
  const answers = await Promise.all(
    Array.from({ length: parallel }, (_, index) =>
      send(senders[index % senders.length] as PortalClient, upload),
    ),
  );
  const seconds = (performance.now() - started) / 1000;
  const health = await probe.stop();
  const rssPeakKiB = await rss.stop();
  // What the server gives back once the uploads are over (the collector runs in its own time).
  await sleep(2_000);
  const rssAfterKiB = (await readRssKiB(pid)) ?? Number.NaN;
  const statuses = new Map<number, number>();
  let firstOther: string | undefined;
  for (const answer of answers) {
    statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
    if (answer.status !== 200 && answer.status !== 429) {
      firstOther ??= `${answer.status} ${answer.text.slice(0, 200)}`;
    }
  }
  return { statuses, firstOther, rssBeforeKiB, rssPeakKiB, rssAfterKiB, health, healthIdle, seconds };
}

function reportRound(report: (figure: QualityFigure) => void, subject: string, result: RoundResult) {
  const figure = (measure: string, value: string, goal: string | null, met: boolean | null) =>
    report({ part: "upload", subject, measure, figure: value, goal, met });
  const accepted = result.statuses.get(200) ?? 0;
  const limited = result.statuses.get(429) ?? 0;
  const others = [...result.statuses].filter(([status]) => status !== 200 && status !== 429);
  const otherCount = others.reduce((sum, [, count]) => sum + count, 0);
  if (result.firstOther) progress(`upload: ${subject}: first other answer: ${result.firstOther}`);
  progress(
    `upload: ${subject}: ${result.seconds.toFixed(1)} s, answers ${[...result.statuses]
      .map(([status, count]) => `${count} × ${status}`)
      .join(", ")}`,
  );
  figure(
    "answers 200 / 429 / other",
    `${accepted} / ${limited} / ${otherCount}`,
    "429 beyond the caps, no other",
    limited > 0 && otherCount === 0,
  );
  const mib = (kib: number) => (kib / 1024).toFixed(0);
  figure(
    "server RSS before / peak / after",
    `${mib(result.rssBeforeKiB)} / ${mib(result.rssPeakKiB)} / ${mib(result.rssAfterKiB)} MiB`,
    null,
    null,
  );
  const growthMiB = (result.rssPeakKiB - result.rssBeforeKiB) / 1024;
  figure(
    "RSS growth at peak",
    `${growthMiB.toFixed(0)} MiB`,
    `≤ ${rssGrowthGoalMiB} MiB`,
    growthMiB <= rssGrowthGoalMiB,
  );
  const latency = (sorted: number[]) =>
    `${percentile(sorted, 50).toFixed(1)} / ${percentile(sorted, 99).toFixed(1)} ms (${sorted.length} calls)`;
  figure("health p50 / p99 idle, before", latency(result.healthIdle), null, null);
  const p99 = percentile(result.health, 99);
  figure(
    "health p50 / p99 meanwhile",
    latency(result.health),
    `p99 ≤ ${healthP99GoalMs} ms`,
    p99 <= healthP99GoalMs,
  );
}
