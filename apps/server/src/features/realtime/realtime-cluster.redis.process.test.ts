import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { LoginResponse } from "@portal/contract/auth/auth.schema";
import type { MenuNumbers } from "@portal/contract/menu/menu.schema";
import type { NotificationPush } from "@portal/contract/realtime/realtime.events";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config/env";
import { createDatabase, type Database } from "../../db/database";
import { createDepartment, createEmployee } from "../../db/seed/factories";
import { closeAllHubClients, connectHub, nextEvent } from "../../testing/realtime-client";
import { requireRedis, testRedisUrl } from "../../testing/redis";
import { killServerProcesses, startServerProcess } from "../../testing/server-process";
import { createPostgresDatabase } from "../../testing/test-database";

/**
 * Two server processes sharing one PostgreSQL database and the local Redis, as a deployment with
 * several instances runs: a push made on one reaches sockets held by the other.
 */
describe("realtime across two instances", () => {
  let postgres: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let database: Database;
  let instanceA: string;
  let instanceB: string;
  let processB: ReturnType<typeof startServerProcess>;
  let aliceId: number;

  const signInAt = async (base: string, userId: string) => {
    const response = await fetch(`${base}/api/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ userId, password: "Portal#2026" }),
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as LoginResponse).access_token;
  };

  beforeAll(async () => {
    await requireRedis();
    postgres = await createPostgresDatabase();
    const env = {
      PORT: "0",
      DATABASE_URL: postgres.url,
      REDIS_URL: testRedisUrl,
      TOKEN_SECRET: "cluster-test-secret-long-enough-for-hs256",
      LOG_LEVEL: "info",
      SESSION_CHECK_SECONDS: "1",
    };
    const dataDir = (name: string) => fs.mkdtempSync(path.join(os.tmpdir(), `portal-cluster-${name}-`));
    // One after the other: the first applies the migrations.
    const a = startServerProcess({ ...env, DATA_DIR: dataDir("a") });
    instanceA = `http://127.0.0.1:${await a.listening()}`;
    processB = startServerProcess({ ...env, DATA_DIR: dataDir("b") });
    instanceB = `http://127.0.0.1:${await processB.listening()}`;

    database = createDatabase(
      loadConfig({
        NODE_ENV: "test",
        DATA_DIR: dataDir("db"),
        DATABASE_URL: postgres.url,
        TOKEN_SECRET: env.TOKEN_SECRET,
      }),
    );
    const dept = await createDepartment(database.db);
    await createEmployee(database.db, { account: "hr1", deptId: dept.id }, { roles: { sms: 2 } });
    aliceId = (await createEmployee(database.db, { account: "alice", deptId: dept.id })).id;
    await createEmployee(database.db, { account: "carol", deptId: dept.id });
  }, 180_000);

  afterAll(async () => {
    closeAllHubClients();
    killServerProcesses();
    await database?.close();
    await postgres?.drop();
  });

  it("delivers a notification created on one instance to a socket held by the other", async () => {
    const hr = await signInAt(instanceA, "hr1");
    const alice = await connectHub(instanceB, "employeeService", await signInAt(instanceA, "alice"));
    const pushed = nextEvent<NotificationPush>(alice, "OnNotification", 5000);

    const response = await fetch(`${instanceA}/api/notifications`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${hr}` },
      body: JSON.stringify({
        audience: { type: "user", employeeId: aliceId },
        severity: 1,
        titleEn: "From instance A",
        messageEn: "Hello",
      }),
    });
    expect(response.status).toBe(200);
    const push = await pushed;
    expect(push.severity).toBe(1);

    // The notification itself lives in the shared database: instance B lists it.
    const bell = await fetch(`${instanceB}/api/notifications`, {
      headers: { authorization: `Bearer ${await signInAt(instanceB, "alice")}` },
    });
    const body = (await bell.json()) as { data: { id: number; title: string }[] };
    expect(body.data[0]).toMatchObject({ id: push.id, title: "From instance A" });
  });

  it("pushes fresh menu numbers to HR's socket on the other instance when a request reaches HR", async () => {
    const hr = await connectHub(instanceB, "employeeService", await signInAt(instanceB, "hr1"));
    const numbers = nextEvent<MenuNumbers>(hr, "OnNotifySubmitRequestMenu", 5000);
    const response = await fetch(`${instanceA}/api/employeeChange/requests`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        authorization: `Bearer ${await signInAt(instanceA, "carol")}`,
      },
      body: JSON.stringify({
        fields: { passportNumber: "TK7654321" },
        // Today in Japan, where the company's dates are.
        effectiveDate: new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10),
        reason: "Passport renewed",
      }),
    });
    expect(response.status, await response.text()).toBe(200);
    expect(Array.isArray(await numbers)).toBe(true);
  });

  it("closes a session's socket on the other instance when it signs out, and refuses its token there", async () => {
    const token = await signInAt(instanceA, "alice");
    const socket = await connectHub(instanceB, "employeeService", token);
    const closed = nextEvent(socket, "disconnect", 5000);

    const logout = await fetch(`${instanceA}/api/logout`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(logout.status).toBe(204);
    expect(await closed).toBe("io server disconnect");
    await expect(connectHub(instanceB, "employeeService", token)).rejects.toThrow("SESSION_EXPIRED");
  });

  it("closes an employee's sockets on every instance once they are inactive, and refuses them on all", async () => {
    const token = await signInAt(instanceA, "carol");
    const onA = await connectHub(instanceA, "employeeService", token);
    const onB = await connectHub(instanceB, "mail", token);
    const closed = Promise.all([nextEvent(onA, "disconnect", 5000), nextEvent(onB, "disconnect", 5000)]);

    // Straight in the shared database, as an operator or a sync would.
    await database.db.updateTable("employees").set({ status: 1 }).where("account", "=", "carol").execute();
    expect(await closed).toEqual(["io server disconnect", "io server disconnect"]);
    for (const instance of [instanceA, instanceB]) {
      const profile = await fetch(`${instance}/api/employee/profile`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(profile.status).toBe(403);
      await expect(connectHub(instance, "employeeService", token)).rejects.toThrow("SESSION_EXPIRED");
    }
  });

  it("shuts an instance down cleanly on SIGTERM while sockets are connected", async () => {
    const socket = await connectHub(instanceB, "employeeService", await signInAt(instanceA, "alice"));
    const closed = nextEvent(socket, "disconnect", 10_000);
    processB.child.kill("SIGTERM");
    expect(await processB.exited).toBe(0);
    expect(await closed).toMatch(/disconnect|close/);
  });
});
