import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { killServerProcesses, startServerProcess } from "./testing/server-process";

afterEach(() => killServerProcesses());

describe("the server process", () => {
  it("finishes a request in flight on SIGTERM, then exits cleanly", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "portal-proc-"));
    // At debug the log says when a request arrives (at info, only when it is answered).
    const server = startServerProcess({ PORT: "0", DATA_DIR: dataDir, LOG_LEVEL: "debug" });
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
      // SIGTERM once the server has the request in hand (it logs it as incoming): on a busy
      // machine a fixed delay could signal first, and a request arriving after that gets a 503.
      const signalOnceIncoming = () => {
        if (!server.output().includes("incoming request")) return void setTimeout(signalOnceIncoming, 20);
        server.child.kill("SIGTERM");
        setTimeout(() => request.end(body.slice(5)), 300);
      };
      signalOnceIncoming();
    });

    expect(await response).toBe(400);
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain("shutting down");
  });

  it("refuses to start with a bad configuration, one line per problem", async () => {
    const server = startServerProcess({ PORT: "not-a-port", DATABASE_URL: "mysql://nope" });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/Configuration error: PORT: .*\n/);
    expect(server.output()).toMatch(/Configuration error: DATABASE_URL: must be a postgres:\/\/ URL/);
  });
});
