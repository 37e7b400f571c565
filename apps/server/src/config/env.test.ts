import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig, parseDuration } from "./env";

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), "portal-config-"));

describe("configuration", () => {
  it("has working defaults", () => {
    const dataDir = tempDir();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 3000,
      dataDir,
      databaseUrl: undefined,
      tokenTtlSeconds: 8 * 3600,
      productTitle: "Employee Portal",
      seedDemo: true,
    });
  });

  it("generates the token secret once and keeps it in DATA_DIR", () => {
    const dataDir = tempDir();
    const first = loadConfig({ DATA_DIR: dataDir }).tokenSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dataDir }).tokenSecret).toBe(first);
    const mode = fs.statSync(path.join(dataDir, "secrets", "token-secret")).mode & 0o777;
    expect(mode).toBe(0o600);
  });

  it("lists every problem, one line each", () => {
    try {
      loadConfig({ PORT: "abc", DATABASE_URL: "mysql://x", TOKEN_TTL: "soon", TOKEN_SECRET: "short" });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const fields = (error as ConfigError).problems.map((p) => p.split(":")[0]);
      expect(fields).toEqual(expect.arrayContaining(["PORT", "DATABASE_URL", "TOKEN_TTL", "TOKEN_SECRET"]));
    }
  });

  it("does not seed the demo company in production unless asked", () => {
    expect(loadConfig({ NODE_ENV: "production", TOKEN_SECRET: "x".repeat(32) }).seedDemo).toBe(false);
  });

  it("reads durations", () => {
    expect(parseDuration("8h")).toBe(28_800);
    expect(parseDuration("30m")).toBe(1800);
    expect(parseDuration("90")).toBe(90);
    expect(parseDuration("2d")).toBe(172_800);
    expect(parseDuration("soon")).toBeUndefined();
  });

  it("bounds slow clients and connections per address by default, and checks the settings", () => {
    expect(loadConfig({ DATA_DIR: tempDir() })).toMatchObject({
      connections: {
        requestTimeoutMs: 120_000,
        headersTimeoutMs: 20_000,
        idleTimeoutMs: 60_000,
        keepAliveTimeoutMs: 72_000,
        maxPerAddress: 100,
        realtimeJoinTimeoutMs: 5_000,
      },
      sessionCheckSeconds: 2,
    });
    const problems = (env: NodeJS.ProcessEnv) => {
      try {
        loadConfig({ DATA_DIR: tempDir(), ...env });
        return [];
      } catch (error) {
        return (error as ConfigError).problems.map((p) => p.split(":")[0]);
      }
    };
    expect(problems({ REQUEST_TIMEOUT: "10s", HEADERS_TIMEOUT: "30s" })).toEqual(["HEADERS_TIMEOUT"]);
    expect(problems({ REQUEST_TIMEOUT: "0" })).toEqual(["REQUEST_TIMEOUT"]);
    expect(problems({ SESSION_CHECK_SECONDS: "6" })).toEqual(["SESSION_CHECK_SECONDS"]);
    expect(problems({ MAX_CONNECTIONS_PER_ADDRESS: "0" })).toEqual(["MAX_CONNECTIONS_PER_ADDRESS"]);
  });
});
