import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import type { DatabaseKind } from "./bench-settings";
import { errorMessage } from "./error-message";
import { findFreePort } from "./free-port";

const repoRoot = fileURLToPath(new URL("../../", import.meta.url));
const serverBundle = path.join(repoRoot, "apps/server/dist/server.js");

// Settings the portal reads from the environment: the bench decides these itself, so a developer's
// shell (NODE_ENV=production, a REDIS_URL, ...) cannot change what is measured.
const portalEnvKeys = [
  "NODE_ENV",
  "PORT",
  "HOST",
  "DATA_DIR",
  "DATABASE_URL",
  "REDIS_URL",
  "TOKEN_SECRET",
  "TOKEN_TTL",
  "LOG_LEVEL",
  "WEB_DIST_DIR",
  "SEED_DEMO",
];

export interface ServerOptions {
  dataDir: string;
  databaseKind: DatabaseKind;
  databaseUrl?: string;
  /** Further portal settings (REDIS_URL, TOKEN_SECRET, SEED_DEMO, ...), applied last. */
  env?: Record<string, string>;
  /** Also hands the server's output (stdout and stderr, still copied to stderr) to the caller. */
  onOutput?: (text: string) => void;
}

export interface RunningServer {
  baseUrl: string;
  /** The server's own process id (the child is the server itself, not a wrapper). */
  pid: number;
  stop: () => Promise<void>;
}

/** Starts the built server as a child process (so it has its own event loop and CPU) and waits until healthy. */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  if (!fs.existsSync(serverBundle)) {
    throw new Error(`${path.relative(process.cwd(), serverBundle)} is missing: run "npm run build" first`);
  }
  const host = "127.0.0.1";
  const port = await findFreePort(host);
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const key of portalEnvKeys) delete env[key];
  Object.assign(env, { PORT: String(port), HOST: host, DATA_DIR: options.dataDir, LOG_LEVEL: "warn" });
  // Every client of the bench comes from this one address (2,000 sockets in the realtime part).
  env.MAX_CONNECTIONS_PER_ADDRESS = "1000000";
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  Object.assign(env, options.env);

  // Output goes to stderr so that stdout carries only the results table.
  const child = spawn(process.execPath, ["--enable-source-maps", serverBundle], {
    cwd: repoRoot,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.pipe(process.stderr);
  child.stderr?.pipe(process.stderr);
  const { onOutput } = options;
  if (onOutput) {
    child.stdout?.on("data", (chunk: Buffer) => onOutput(chunk.toString()));
    child.stderr?.on("data", (chunk: Buffer) => onOutput(chunk.toString()));
  }
  // Last resort if the bench dies without running its cleanup: never leave a server behind.
  const killOnExit = () => child.kill("SIGKILL");
  process.once("exit", killOnExit);

  const stop = async () => {
    process.off("exit", killOnExit);
    await stopChild(child);
  };
  const baseUrl = `http://${host}:${port}`;
  try {
    await waitUntilHealthy(child, baseUrl, options.databaseKind);
  } catch (error) {
    await stop();
    throw error;
  }
  if (child.pid === undefined) {
    await stop();
    throw new Error("server process has no pid");
  }
  return { baseUrl, pid: child.pid, stop };
}

/** First start migrates and seeds the demo company (argon2 hashing), hence the generous timeout. */
async function waitUntilHealthy(child: ChildProcess, baseUrl: string, kind: DatabaseKind): Promise<void> {
  const deadline = Date.now() + 90_000;
  let lastProblem = "no answer yet";
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`server exited during start-up (${child.exitCode ?? child.signalCode})`);
    }
    const health = await probeHealth(baseUrl);
    if ("database" in health) {
      // Checking the database guards against measuring SQLite when PostgreSQL was meant.
      if (health.database === kind) return;
      throw new Error(`expected the server on ${kind}, but it reports ${health.database}`);
    }
    lastProblem = health.problem;
    await sleep(250);
  }
  throw new Error(`server not healthy after 90 s: ${lastProblem}`);
}

async function probeHealth(baseUrl: string): Promise<{ database: string } | { problem: string }> {
  try {
    const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2_000) });
    const body = (await response.json()) as { status?: unknown; database?: unknown };
    if (response.ok && body.status === "ok" && typeof body.database === "string") {
      return { database: body.database };
    }
    return { problem: `health answered ${response.status} ${JSON.stringify(body)}` };
  } catch (error) {
    return { problem: errorMessage(error) };
  }
}

/** SIGTERM lets the server close gracefully (it waits up to 10 s for requests); SIGKILL if it hangs. */
async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
  await exited;
  clearTimeout(timer);
}
