import type { JobList, JobRun } from "@portal/contract/job/job.schema";
import type { JobProgress } from "@portal/contract/realtime/realtime.events";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createDepartment, createEmployee } from "../../db/seed/factories";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";
import { closeAllHubClients, connectHub, recordEvents } from "../../testing/realtime-client";
import { signIn } from "../../testing/sign-in";

describe("the jobs page's calls", () => {
  let t: TestApp;
  let url: string;
  let admin: string;
  let employee: string;
  const as = (token: string, language = "en") => ({
    authorization: `Bearer ${token}`,
    "content-language": language,
  });

  beforeAll(async () => {
    t = await buildTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: "1000" });
    const dept = await createDepartment(t.db);
    await createEmployee(t.db, { account: "admin1", deptId: dept.id }, { roles: { administrator: 1 } });
    await createEmployee(t.db, { account: "alice", deptId: dept.id });
    admin = (await signIn(t, "admin1")).body.access_token;
    employee = (await signIn(t, "alice")).body.access_token;
    url = await t.app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterEach(() => closeAllHubClients());
  afterAll(() => t.close());

  it("lists every job with its schedule, next start and last run, to administrators only", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/jobs", headers: as(admin) });
    expect(response.statusCode).toBe(200);
    const list = response.json<JobList>();
    expect(list.runner).toBe("embedded");
    expect(list.jobs.map((job) => job.name)).toEqual([
      "passExpiryReminder",
      "decisionReminder",
      "ticketExpiry",
      "payrollReport",
      "changeRequestApply",
      "purge",
      "leaveDaily",
      "leaveObligationReminder",
    ]);
    for (const job of list.jobs) {
      expect(job.schedule).toMatch(/^[\d*,/-]+( [\d*,/-]+){4}$/);
      expect(job.timeZone).toBe("Asia/Tokyo");
      expect(Date.parse(job.nextRunAt ?? "")).toBeGreaterThan(Date.now() - 60_000);
    }
    const payroll = list.jobs.find((job) => job.name === "payrollReport");
    expect(payroll?.schedule).toBe(`0 6 ${t.config.commuting.payrollReportDay} * *`);

    expect((await t.app.inject({ method: "GET", url: "/api/jobs", headers: as(employee) })).statusCode).toBe(
      401,
    );
    expect((await t.app.inject({ method: "GET", url: "/api/jobs" })).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: "POST", url: "/api/jobs/purge/run", headers: as(employee) })).statusCode,
    ).toBe(401);
  });

  it("runs a job now, pushes its progress to watching administrators, and records the run", async () => {
    const watcher = await connectHub(url, "mail", admin);
    expect(await watcher.emitWithAck("WatchJobs")).toEqual({ ok: true });
    const bystander = await connectHub(url, "mail", employee);
    expect(await bystander.emitWithAck("WatchJobs")).toEqual({ ok: false, error: "PERMISSION_DENIED" });
    const pushed = recordEvents<JobProgress>(watcher, "OnJobProgress");
    const overheard = recordEvents<JobProgress>(bystander, "OnJobProgress");

    const started = await t.app.inject({ method: "POST", url: "/api/jobs/purge/run", headers: as(admin) });
    expect(started.statusCode).toBe(200);
    const run = started.json<JobRun>();
    expect(run).toMatchObject({ job: "purge", trigger: "manual", requestedBy: expect.any(String) });
    await t.app.deps.jobs.idle();

    const detail = await t.app.inject({
      method: "GET",
      url: `/api/jobs/purge/runs/${run.id}`,
      headers: as(admin),
    });
    expect(detail.json<JobRun>()).toMatchObject({
      status: "succeeded",
      hasError: false,
      progress: expect.stringMatching(/^RECORDS_PURGED,\d+,\d+,0$/),
    });
    await expect.poll(() => pushed.at(-1)).toMatchObject({ job: "purge", runId: run.id, finished: true });
    expect(pushed[0]).toMatchObject({ status: "running", finished: false });
    expect(overheard).toEqual([]);

    const runs = await t.app.inject({
      method: "GET",
      url: "/api/jobs/purge/runs",
      headers: { ...as(admin), "x-pagination-page": "1", "x-pagination-size": "10" },
    });
    expect(runs.headers["x-total-count"]).toBe("1");
    expect(runs.json()).toMatchObject({ totalCount: 1, data: [{ id: run.id }] });

    const list = (
      await t.app.inject({ method: "GET", url: "/api/jobs", headers: as(admin) })
    ).json<JobList>();
    expect(list.jobs.find((job) => job.name === "purge")?.lastRun).toMatchObject({
      id: run.id,
      status: "succeeded",
    });
  });

  it("refuses a second run while one runs, in the user's language, and 404s a run of another job", async () => {
    // Another instance runs it.
    await t.db
      .insertInto("jobLeases")
      .values({
        jobName: "ticketExpiry",
        holder: "elsewhere",
        leasedUntil: new Date(Date.now() + 60_000).toISOString(),
        nextRunAt: null,
      })
      .execute();
    const refused = await t.app.inject({
      method: "POST",
      url: "/api/jobs/ticketExpiry/run",
      headers: as(admin, "ja"),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      "このジョブは実行中です。実行が終わってから、もう一度開始してください。",
    );
    const list = (
      await t.app.inject({ method: "GET", url: "/api/jobs", headers: as(admin) })
    ).json<JobList>();
    expect(list.jobs.find((job) => job.name === "ticketExpiry")?.running).toBe(true);

    const run = (
      await t.app.inject({ method: "POST", url: "/api/jobs/purge/run", headers: as(admin) })
    ).json<JobRun>();
    await t.app.deps.jobs.idle();
    const wrongJob = await t.app.inject({
      method: "GET",
      url: `/api/jobs/ticketExpiry/runs/${run.id}`,
      headers: as(admin),
    });
    expect(wrongJob.statusCode).toBe(404);
  });
});
