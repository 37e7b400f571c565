import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createDepartment, createEmployee } from "../../db/seed/factories";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";
import { requireRedis, testRedisUrl } from "../../testing/redis";
import { createBullmqRunner } from "./bullmq-runner";
import type { JobDefinition } from "./job.types";
import type { JobRunner } from "./job-runner.types";

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `check` holds, looking every 50 ms, for at most `ms`. */
async function until(check: () => Promise<boolean>, ms = 10_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error("timed out waiting");
    await wait(50);
  }
}

describe("the BullMQ runner (REDIS_URL)", () => {
  let t: TestApp;
  let prefix: string;
  let adminId: number;
  const runners: JobRunner[] = [];

  beforeAll(requireRedis);
  beforeEach(async () => {
    t = await buildTestApp();
    const dept = await createDepartment(t.db);
    adminId = (
      await createEmployee(t.db, { account: "admin1", deptId: dept.id }, { roles: { administrator: 1 } })
    ).id;
    // A prefix of its own: nothing this test queues reaches another run's workers.
    prefix = `portal-test:${randomUUID()}`;
  });
  afterEach(async () => {
    await Promise.all(runners.splice(0).map((runner) => runner.stop()));
    await t.close();
    const redis = new Redis(testRedisUrl);
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  const runnerOf = (instance: string, definitions: JobDefinition[]) => {
    const runner = createBullmqRunner(t.app.deps, t.app.log, definitions, {
      redisUrl: testRedisUrl,
      prefix,
      instance,
    });
    runners.push(runner);
    return runner;
  };
  const runsOf = (name: string) =>
    t.db.selectFrom("jobRuns").selectAll().where("jobName", "=", name).orderBy("id").execute();

  it("starts each scheduled slot once on one of two instances, and reports the next start", async () => {
    const starts: { at: number; instance: string }[] = [];
    const everySecond = (instance: string): JobDefinition => ({
      name: "purge",
      schedule: () => "* * * * * *",
      async run() {
        starts.push({ at: Date.now(), instance });
        return { messageKey: "RECORDS_PURGED", total: 0, success: 0, failed: 0 };
      },
    });
    const a = runnerOf("a", [everySecond("a")]);
    const b = runnerOf("b", [everySecond("b")]);
    await a.start();
    await b.start();
    const next = (await a.nextRuns()).purge;
    expect(next).toBeDefined();
    expect(Date.parse(next as string)).toBeGreaterThan(Date.now() - 1000);

    await until(async () => (await runsOf("purge")).filter((run) => run.status === "succeeded").length >= 3);
    await Promise.all([a.stop(), b.stop()]);
    const runs = await runsOf("purge");
    const slots = starts.map((start) => Math.floor(start.at / 1000));
    // One run per slot: no second started within the same second.
    expect(new Set(slots).size).toBe(slots.length);
    expect(runs.every((run) => run.trigger === "schedule")).toBe(true);
    expect(runs.filter((run) => run.status === "succeeded").length).toBe(starts.length);
  });

  it("runs a run-now once, on whichever instance's worker takes it, with its progress recorded", async () => {
    const taken: string[] = [];
    const manual = (instance: string): JobDefinition => ({
      name: "decisionReminder",
      // A schedule that does not come during the test.
      schedule: () => "0 0 1 1 *",
      async run({ progress }) {
        taken.push(instance);
        await progress({ total: 2, success: 1, failed: 0 });
        return { messageKey: "SEND_MESSAGE_SUCCESS", total: 2, success: 2, failed: 0 };
      },
    });
    const a = runnerOf("a", [manual("a")]);
    const b = runnerOf("b", [manual("b")]);
    await a.start();
    await b.start();
    const id = await a.runNow("decisionReminder", adminId);
    await until(async () => (await runsOf("decisionReminder"))[0]?.status === "succeeded");
    expect(taken).toHaveLength(1);
    expect((await runsOf("decisionReminder"))[0]).toMatchObject({
      id,
      trigger: "manual",
      status: "succeeded",
      progress: "SEND_MESSAGE_SUCCESS,2,2,0",
      requestedBy: adminId,
    });
    expect(await t.app.deps.batches.isRunning("backgroundBatch")).toBe(true);
  });

  it("refuses run-now while the job runs", async () => {
    let finish = () => {};
    let markStarted = () => {};
    // The run is recorded as running before its body starts: finish it only once it has started.
    const started = new Promise<void>((resolve) => {
      markStarted = resolve;
    });
    const slow: JobDefinition = {
      name: "payrollReport",
      schedule: () => "0 0 1 1 *",
      async run() {
        await new Promise<void>((resolve) => {
          finish = resolve;
          markStarted();
        });
        return { messageKey: "REPORT_GENERATED", total: 1, success: 1, failed: 0 };
      },
    };
    const a = runnerOf("a", [slow]);
    await a.start();
    await a.runNow("payrollReport", adminId);
    await until(async () => (await runsOf("payrollReport"))[0]?.status === "running");
    await expect(a.runNow("payrollReport", adminId)).rejects.toMatchObject({ statusCode: 400 });
    await started;
    finish();
    await until(async () => (await runsOf("payrollReport"))[0]?.status === "succeeded");
  });
});
