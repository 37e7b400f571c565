import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { inject } from "vitest";

const serverSource = path.join(import.meta.dirname, "..", "server.ts");
const children: ChildProcess[] = [];

export interface ServerProcess {
  child: ChildProcess;
  exited: Promise<number | null>;
  /** Waits for the "listening" log line; returns the port. */
  listening(): Promise<number>;
  output(): string;
}

/**
 * Starts the real server in its own process, with the test's environment on top: the bundle the
 * run built (testing/server-bundle.setup.ts), as `npm start` runs it, else the source through tsx.
 */
export function startServerProcess(env: Record<string, string>): ServerProcess {
  const bundle = inject("serverBundle");
  const args = bundle ? ["--enable-source-maps", bundle] : ["--import", "tsx", serverSource];
  const child = spawn(process.execPath, args, {
    env: {
      ...process.env,
      NODE_ENV: "test",
      LOG_LEVEL: "info",
      SEED_DEMO: "false",
      HOST: "127.0.0.1",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const listeningLine = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/;
  const listening = async () => {
    // Up to a minute: CI runs other parts beside, and a loaded machine starts a process slowly.
    for (let i = 0; i < 1200 && !listeningLine.test(output); i++) {
      await new Promise((r) => setTimeout(r, 50));
    }
    const port = listeningLine.exec(output)?.[1];
    if (!port) throw new Error(`server did not start:\n${output}`);
    return Number(port);
  };
  return { child, exited, listening, output: () => output };
}

/** Kills every server process the test started (call from afterEach/afterAll). */
export function killServerProcesses(): void {
  for (const child of children.splice(0)) child.kill("SIGKILL");
}
