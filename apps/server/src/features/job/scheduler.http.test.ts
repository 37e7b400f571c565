import type { JobName } from "@portal/contract/job/job.constants";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createDepartment, createEmployee } from "../../db/seed/factories";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";
import { createFakeClock } from "../../testing/fake-clock";
import { signIn } from "../../testing/sign-in";
import { createEmbeddedRunner } from "./embedded-runner";
import type { JobContext, JobDefinition, JobOutcome } from "./job.types";

/** A job at 09:00 in Japan (00:00 UTC) that records each run and answers what the test says. */
function recordingJob(
  name: JobName,
  body: (context: JobContext) => Promise<JobOutcome> = async () => ({
    messageKey: "RECORDS_PURGED",
    total: 0,
    success: 0,
    failed: 0,
  }),
) {
  const runs: Date[] = [];
  const definition: JobDefinition = {
    name,
    schedule: () => "0 9 * * *",
    async run(context) {
      runs.push(context.deps.clock.now());
      return body(context);
    },
  };
  return { definition, runs };
}

describe("the embedded scheduler", () => {
  let t: TestApp;
  let adminId: number;
  const clock = createFakeClock(new Date("2026-04-01T09:00:00Z")); // 18:00 in Japan

  beforeEach(async () => {
    clock.set(new Date("2026-04-01T09:00:00Z"));
    t = await buildTestApp({}, { clock });
    const dept = await createDepartment(t.db);
    adminId = (
      await createEmployee(t.db, { account: "admin1", deptId: dept.id }, { roles: { administrator: 1 } })
    ).id;
  });
  afterEach(() => t.close());

  const runsOf = (name: string) =>
    t.db.selectFrom("jobRuns").selectAll().where("jobName", "=", name).orderBy("id").execute();
  const leaseOf = (name: string) =>
    t.db.selectFrom("jobLeases").selectAll().where("jobName", "=", name).executeTakeFirstOrThrow();

  it("runs a job when its slot comes, once, and moves its slot to the next day", async () => {
    const job = recordingJob("purge");
    const runner = createEmbeddedRunner(t.app.deps, t.app.log, [job.definition], { instance: "a" });

    await runner.tick();
    expect(job.runs).toEqual([]);
    expect((await leaseOf("purge")).nextRunAt).toBe("2026-04-02T00:00:00.000Z");

    clock.set(new Date("2026-04-01T23:59:59Z"));
    await runner.tick();
    await runner.idle();
    expect(job.runs).toEqual([]);

    clock.set(new Date("2026-04-02T00:00:00Z"));
    await runner.tick();
    await runner.idle();
    await runner.tick();
    await runner.idle();
    expect(job.runs).toHaveLength(1);
    const [run] = await runsOf("purge");
    expect(run).toMatchObject({
      trigger: "schedule",
      status: "succeeded",
      progress: "RECORDS_PURGED,0,0,0",
      hasError: 0,
      instance: "a",
    });
    expect(await leaseOf("purge")).toMatchObject({
      holder: null,
      leasedUntil: null,
      nextRunAt: "2026-04-03T00:00:00.000Z",
    });
  });

  it("gives each slot to exactly one of several instances ticking at once", async () => {
    const job = recordingJob("purge");
    const runners = ["a", "b", "c", "d"].map((instance) =>
      createEmbeddedRunner(t.app.deps, t.app.log, [job.definition], { instance }),
    );
    await runners[0]?.tick();
    clock.set(new Date("2026-04-02T00:00:05Z"));
    await Promise.all(runners.map((runner) => runner.tick()));
    await Promise.all(runners.map((runner) => runner.idle()));
    expect(job.runs).toHaveLength(1);
    expect(await runsOf("purge")).toHaveLength(1);
  });

  it("leaves a job alone while another instance runs it, and reruns the slot once that instance died", async () => {
    // Instance b takes the 09:00 slot and dies mid-run: its body never ends, its lease is not renewed.
    const dying = recordingJob("purge", () => new Promise<never>(() => {}));
    const b = createEmbeddedRunner(t.app.deps, t.app.log, [dying.definition], { instance: "b" });
    const job = recordingJob("purge");
    const a = createEmbeddedRunner(t.app.deps, t.app.log, [job.definition], { instance: "a" });
    await b.tick();
    clock.set(new Date("2026-04-02T00:00:00Z"));
    await b.tick();
    await vi.waitFor(() => expect(dying.runs).toHaveLength(1));

    clock.set(new Date("2026-04-02T00:04:00Z"));
    await a.tick();
    await a.idle();
    expect(job.runs).toEqual([]);
    await expect(a.runNow("purge", adminId)).rejects.toMatchObject({ statusCode: 400 });

    clock.set(new Date("2026-04-02T00:05:01Z"));
    await a.tick();
    await a.idle();
    expect(job.runs).toHaveLength(1);
    const [lost, rerun] = await runsOf("purge");
    expect(lost).toMatchObject({ instance: "b", status: "failed", hasError: 1, error: "job.interrupted" });
    expect(rerun).toMatchObject({ instance: "a", trigger: "schedule", status: "succeeded" });
    expect(await leaseOf("purge")).toMatchObject({
      holder: null,
      runId: null,
      runningSlot: null,
      nextRunAt: "2026-04-03T00:00:00.000Z",
    });
    // The jobs page reads the lost run's reason in the reader's language.
    const admin = (await signIn(t, "admin1")).headers;
    const read = await t.app.inject({
      method: "GET",
      url: `/api/jobs/purge/runs/${lost?.id}`,
      headers: { ...admin, "accept-language": "ja" },
    });
    expect(read.json().error).toBe("実行中のサーバーが終了前に停止しました。次回の実行で処理されます。");
  });

  it("frees a lease whose holder died during a run asked for now, without running it again", async () => {
    const dying = recordingJob("ticketExpiry", () => new Promise<never>(() => {}));
    const b = createEmbeddedRunner(t.app.deps, t.app.log, [dying.definition], { instance: "b" });
    const job = recordingJob("ticketExpiry");
    const a = createEmbeddedRunner(t.app.deps, t.app.log, [job.definition], { instance: "a" });
    await b.runNow("ticketExpiry", adminId);
    await vi.waitFor(() => expect(dying.runs).toHaveLength(1));
    clock.advance(5 * 60_000 + 1000);
    await a.tick();
    await a.idle();
    expect(job.runs).toEqual([]);
    expect((await runsOf("ticketExpiry"))[0]).toMatchObject({ status: "failed", error: "job.interrupted" });
    expect((await leaseOf("ticketExpiry")).holder).toBeNull();
    await a.runNow("ticketExpiry", adminId);
    await a.idle();
    expect(job.runs).toHaveLength(1);
  });

  it("runs a slot missed while every instance was down once at the next start", async () => {
    const job = recordingJob("purge");
    const runner = createEmbeddedRunner(t.app.deps, t.app.log, [job.definition], { instance: "a" });
    await runner.tick();
    clock.set(new Date("2026-04-05T03:00:00Z")); // three slots missed
    const restarted = createEmbeddedRunner(t.app.deps, t.app.log, [job.definition], { instance: "b" });
    await restarted.tick();
    await restarted.idle();
    await restarted.tick();
    await restarted.idle();
    expect(job.runs).toHaveLength(1);
    expect((await leaseOf("purge")).nextRunAt).toBe("2026-04-06T00:00:00.000Z");
  });

  it("records progress and the outcome's counts; a failed item marks the run with an error", async () => {
    const job = recordingJob("decisionReminder", async ({ progress }) => {
      await progress({ total: 3, success: 1, failed: 0 });
      await progress({ total: 3, success: 2, failed: 1 });
      return { messageKey: "SEND_MESSAGE_SUCCESS", total: 3, success: 2, failed: 1 };
    });
    const runner = createEmbeddedRunner(t.app.deps, t.app.log, [job.definition], { instance: "a" });
    const id = await runner.runNow("decisionReminder", adminId);
    await runner.idle();
    const [run] = await runsOf("decisionReminder");
    expect(run).toMatchObject({
      id,
      trigger: "manual",
      status: "succeeded",
      progress: "SEND_MESSAGE_SUCCESS,3,2,1",
      hasError: 1,
      total: 3,
      success: 2,
      failed: 1,
    });
    expect(run?.finishedAt).not.toBeNull();
  });

  it("records a body that throws as a failed run and frees the job", async () => {
    const job = recordingJob("ticketExpiry", async () => {
      throw new Error("database went away");
    });
    const runner = createEmbeddedRunner(t.app.deps, t.app.log, [job.definition], { instance: "a" });
    await runner.runNow("ticketExpiry", adminId);
    await runner.idle();
    expect((await runsOf("ticketExpiry"))[0]).toMatchObject({
      status: "failed",
      hasError: 1,
      progress: "JOB_FAILED",
      error: "database went away",
    });
    expect((await leaseOf("ticketExpiry")).holder).toBeNull();
    await runner.runNow("ticketExpiry", adminId);
    await runner.idle();
    expect(await runsOf("ticketExpiry")).toHaveLength(2);
  });

  it("refuses a second run-now while one runs, from any instance", async () => {
    let finish = () => {};
    let markStarted = () => {};
    // The run's body starts after its records are written: finish it only once it has started.
    const started = new Promise<void>((resolve) => {
      markStarted = resolve;
    });
    const job = recordingJob("payrollReport", async () => {
      await new Promise<void>((resolve) => {
        finish = resolve;
        markStarted();
      });
      return { messageKey: "REPORT_GENERATED", total: 1, success: 1, failed: 0 };
    });
    const a = createEmbeddedRunner(t.app.deps, t.app.log, [job.definition], { instance: "a" });
    const b = createEmbeddedRunner(t.app.deps, t.app.log, [job.definition], { instance: "b" });
    clock.set(new Date("2026-04-01T23:59:00Z"));
    await a.runNow("payrollReport", adminId);
    await expect(b.runNow("payrollReport", adminId)).rejects.toMatchObject({
      statusCode: 400,
      messageKey: "job.alreadyRunning",
    });
    await expect(a.runNow("payrollReport", adminId)).rejects.toMatchObject({ statusCode: 400 });
    // While it runs (its lease good for minutes), its slot coming does not start it twice either.
    clock.set(new Date("2026-04-02T00:00:00Z"));
    await b.tick();
    await b.idle();
    await started;
    finish();
    await a.idle();
    expect(job.runs).toHaveLength(1);
  });

  it("tells the mail hub the scheduler runs while its instance beats, and not after it stopped", async () => {
    const runner = createEmbeddedRunner(t.app.deps, t.app.log, [], { instance: "a" });
    expect(await t.app.deps.batches.isRunning("batch")).toBe(false);
    await runner.tick();
    expect(await t.app.deps.batches.isRunning("batch")).toBe(true);
    expect(await t.app.deps.batches.isRunning("backgroundBatch")).toBe(true);
    clock.advance(3 * t.config.jobs.tickSeconds * 1000 + 1000);
    expect(await t.app.deps.batches.isRunning("batch")).toBe(false);
    await runner.tick();
    await runner.stop();
    expect(await t.app.deps.batches.isRunning("batch")).toBe(false);
    expect(await t.app.deps.batches.isRunning("ndaMail")).toBe(false);
  });
});
