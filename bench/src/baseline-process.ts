import { spawn } from "node:child_process";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import { findFreePort } from "./free-port";

const repoRoot = fileURLToPath(new URL("../../", import.meta.url));
const baselineFile = fileURLToPath(new URL("./baseline-server.ts", import.meta.url));

export interface BaselineServer {
  baseUrl: string;
  stop: () => Promise<void>;
}

/** Starts baseline-server.ts as its own process (through tsx) on the portal's database; waits until it answers. */
export async function startBaseline(location: {
  dataDir: string;
  databaseUrl?: string;
}): Promise<BaselineServer> {
  const port = await findFreePort();
  const env: NodeJS.ProcessEnv = { ...process.env, BASELINE_PORT: String(port), DATA_DIR: location.dataDir };
  if (location.databaseUrl) env.DATABASE_URL = location.databaseUrl;
  else delete env.DATABASE_URL;
  const child = spawn(process.execPath, ["--import", "tsx", baselineFile], {
    cwd: repoRoot,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.pipe(process.stderr);
  child.stderr?.pipe(process.stderr);
  const killOnExit = () => child.kill("SIGKILL");
  process.once("exit", killOnExit);
  const stop = async () => {
    process.off("exit", killOnExit);
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
    await exited;
    clearTimeout(timer);
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      const response = await fetch(`${baseUrl}/health`, { signal: AbortSignal.timeout(1_000) });
      if (response.ok) return { baseUrl, stop };
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  await stop();
  throw new Error("the baseline server did not start");
}
