import { LeaveDuration, LeaveStatus } from "@portal/contract/leave/leave.constants";
import type { LeaveBalanceList, LeaveRequestDetail } from "@portal/contract/leave/leave.schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";
import { createFakeClock } from "../../testing/fake-clock";
import { runJobBody } from "../../testing/run-job";
import { signIn } from "../../testing/sign-in";
import { createTicketCompany } from "../../testing/ticket-company";

// Monday 1 June 2026, 09:00 in Tokyo.
const clock = createFakeClock(new Date("2026-06-01T00:00:00Z"));

describe("leave: the rules that guard a balance", () => {
  let t: TestApp;
  const headers: Record<string, Record<string, string>> = {};
  let annual = 0;

  const send = async (who: string, method: "POST" | "PUT", url: string, payload: object) => {
    const response = await t.app.inject({ method, url, headers: headers[who], payload });
    return { status: response.statusCode, body: response.json<LeaveRequestDetail & { message: string }>() };
  };
  const ask = (who: string, body: Record<string, unknown>) =>
    send(who, "POST", "/api/leave/requests", { leaveTypeId: annual, duration: 1, ...body });
  const remaining = async (who: string) => {
    const response = await t.app.inject({ method: "GET", url: "/api/leave/balance", headers: headers[who] });
    return response.json<LeaveBalanceList>().balances.find((balance) => balance.code === "ANNUAL")
      ?.remainingHours;
  };
  const setHourly = (enabled: boolean) =>
    t.db
      .updateTable("leaveSettings")
      .set({ hourlyEnabled: enabled ? 1 : 0 })
      .execute();

  beforeAll(async () => {
    t = await buildTestApp({}, { clock });
    await createTicketCompany(t, {
      departments: { dev: { leader: "lead" } },
      people: { lead: { department: "dev" }, kai: { department: "dev" }, mio: { department: "dev" } },
    });
    // Joined half a year ago: 10 days granted on 1 June.
    await t.db.updateTable("employees").set({ joinedDate: "2025-12-01" }).execute();
    for (const account of ["lead", "kai", "mio"]) headers[account] = (await signIn(t, account)).headers;
    annual = (
      await t.db.selectFrom("leaveTypes").select("id").where("code", "=", "ANNUAL").executeTakeFirstOrThrow()
    ).id;
    await runJobBody(t.app, "leaveDaily");
  });
  afterAll(() => t.close());

  it("never spends the same hours twice when requests are sent at once", async () => {
    expect(await remaining("kai")).toBe(80);
    // Nine days at once, then two requests of one day each sent together: one fits.
    expect((await ask("kai", { fromDate: "2026-06-08", toDate: "2026-06-18" })).body.hours).toBe(72);
    const [first, second] = await Promise.all([
      ask("kai", { fromDate: "2026-06-22", toDate: "2026-06-22" }),
      ask("kai", { fromDate: "2026-06-23", toDate: "2026-06-23" }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 400]);
    expect(await remaining("kai")).toBe(0);
  });

  it("checks a draft again when it is sent: the hourly cap counts only what was sent", async () => {
    await setHourly(true);
    const drafts = [];
    // Six drafts of 7 hours each: 42 hours, more than the 40 a year allows.
    for (const date of ["2026-07-01", "2026-07-02", "2026-07-03", "2026-07-06", "2026-07-07", "2026-07-08"]) {
      const draft = await ask("mio", {
        fromDate: date,
        toDate: date,
        duration: LeaveDuration.hourly,
        fromTime: "09:00",
        toTime: "16:00",
        submit: false,
      });
      expect(draft.status).toBe(200);
      drafts.push(draft.body.id);
    }
    const sent = [];
    for (const id of drafts)
      sent.push((await send("mio", "POST", `/api/leave/requests/${id}/submit`, {})).status);
    expect(sent).toEqual([200, 200, 200, 200, 200, 400]);
  });

  it("counts an hourly request over 7 hours as a full day, and refuses hours without the agreement", async () => {
    const long = await ask("mio", {
      fromDate: "2026-07-09",
      toDate: "2026-07-09",
      duration: LeaveDuration.hourly,
      fromTime: "09:00",
      toTime: "17:00",
    });
    expect(long.body).toMatchObject({ duration: LeaveDuration.allDays, hours: 8, fromTime: null });
    await setHourly(false);
    const hours = await ask("mio", {
      fromDate: "2026-07-10",
      toDate: "2026-07-10",
      duration: LeaveDuration.hourly,
      fromTime: "09:00",
      toTime: "11:00",
    });
    expect(hours.status).toBe(400);
  });

  it("refuses leave asked for too long after its day, and a cancel once the leave has begun", async () => {
    expect((await ask("lead", { fromDate: "2026-03-02", toDate: "2026-03-02" })).status).toBe(400);
    const today = await ask("lead", { fromDate: "2026-06-01", toDate: "2026-06-01" });
    expect(today.status).toBe(200);
    // The department's leader asked: HR would decide; here the request is approved in storage.
    await t.db
      .updateTable("leaveRequests")
      .set({ status: LeaveStatus.approved })
      .where("id", "=", today.body.id)
      .execute();
    const cancel = await send("lead", "POST", `/api/leave/requests/${today.body.id}/cancel`, {});
    expect(cancel.status).toBe(409);
    expect(cancel.body.message).toContain("begun");
  });
});
