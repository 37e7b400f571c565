import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";

const serverEntry = path.join(import.meta.dirname, "server.ts");
const children: ChildProcess[] = [];

function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ["--import", "tsx", serverEntry], {
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
  const listening = async () => {
    for (let i = 0; i < 200 && !/Server listening at http:\/\/127\.0\.0\.1:(\d+)/.test(output); i++) {
      await new Promise((r) => setTimeout(r, 50));
    }
    const port = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(output)?.[1];
    if (!port) throw new Error(`server did not start:\n${output}`);
    return Number(port);
  };
  return { child, exited, listening, output: () => output };
}

afterEach(() => {
  for (const child of children.splice(0)) child.kill("SIGKILL");
});

describe("the server process", () => {
  it("finishes a request in flight on SIGTERM, then exits cleanly", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "portal-proc-"));
    const server = startServer({ PORT: "0", DATA_DIR: dataDir });
    const port = await server.listening();

    const body = JSON.stringify({ userId: "nobody", password: "secret" });
    const response = new Promise<number>((resolve, reject) => {
      const request = http.request(
        {
          port,
          host: "127.0.0.1",
          method: "POST",
          path: "/api/login",
          headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
        },
        (res) => {
          res.resume();
          res.on("end", () => resolve(res.statusCode ?? 0));
        },
      );
      request.on("error", reject);
      request.write(body.slice(0, 5));
      setTimeout(() => {
        server.child.kill("SIGTERM");
        setTimeout(() => request.end(body.slice(5)), 300);
      }, 100);
    });

    expect(await response).toBe(400);
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain("shutting down");
  }, 30_000);

  it("refuses to start with a bad configuration, one line per problem", async () => {
    const server = startServer({ PORT: "not-a-port", DATABASE_URL: "mysql://nope" });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/Configuration error: PORT: .*\n/);
    expect(server.output()).toMatch(/Configuration error: DATABASE_URL: must be a postgres:\/\/ URL/);
  }, 30_000);
});
