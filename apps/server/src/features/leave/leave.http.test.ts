import { LeaveDuration, LeaveStatus } from "@portal/contract/leave/leave.constants";
import type { LeaveBalanceList, LeaveRequestDetail } from "@portal/contract/leave/leave.schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";
import { createFakeClock } from "../../testing/fake-clock";
import { menuNumber } from "../../testing/menu-number";
import { runJobBody } from "../../testing/run-job";
import { signIn } from "../../testing/sign-in";
import { createTicketCompany } from "../../testing/ticket-company";

// Monday 1 June 2026, 09:00 in Tokyo.
const clock = createFakeClock(new Date("2026-06-01T00:00:00Z"));

describe("leave: grants, balances, requests and decisions", () => {
  let t: TestApp;
  let ids: Record<string, number>;
  const headers: Record<string, Record<string, string>> = {};
  let annual = 0;
  let unpaid = 0;
  let bereavement = 0;

  const call = async <T>(
    who: string,
    method: "GET" | "POST" | "PUT" | "DELETE",
    url: string,
    body?: unknown,
  ) => {
    const response = await t.app.inject({
      method,
      url,
      headers: headers[who],
      ...(body !== undefined && { payload: body as object }),
    });
    return {
      status: response.statusCode,
      body: response.json<T & { message?: string; errors?: { field: string }[] }>(),
    };
  };
  const ask = (who: string, body: Record<string, unknown>) =>
    call<LeaveRequestDetail>(who, "POST", "/api/leave/requests", {
      leaveTypeId: annual,
      duration: 1,
      ...body,
    });
  const act = (who: string, id: number, action: string, reason = "") =>
    call<LeaveRequestDetail>(who, "POST", `/api/leave/requests/${id}/${action}`, { reason });
  const balanceOf = async (who: string, code = "ANNUAL") => {
    const { body } = await call<LeaveBalanceList>(who, "GET", "/api/leave/balance");
    const balance = body.balances.find((each) => each.code === code);
    if (!balance) throw new Error(`no ${code} balance`);
    return balance;
  };
  const countRequests = async () =>
    Number(
      (
        await t.db
          .selectFrom("leaveRequests")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    t = await buildTestApp({}, { clock });
    ({ ids } = await createTicketCompany(t, {
      departments: { dev: { leader: "lead" }, people: { leader: "hr1" } },
      people: {
        lead: { department: "dev" },
        emp: { department: "dev" },
        emp2: { department: "dev" },
        hr1: { department: "people", roles: { sms: 2 } },
      },
    }));
    await t.db.updateTable("employees").set({ joinedDate: "2024-05-01" }).execute();
    for (const account of ["lead", "emp", "emp2", "hr1"])
      headers[account] = (await signIn(t, account)).headers;
    const types = await t.db.selectFrom("leaveTypes").select(["id", "code"]).execute();
    const idOf = (code: string) => types.find((type) => type.code === code)?.id ?? 0;
    [annual, unpaid, bereavement] = [idOf("ANNUAL"), idOf("U"), idOf("BEREAVEMENT")];
    // The company has the labour-management agreement hourly leave needs.
    await t.db.updateTable("leaveSettings").set({ hourlyEnabled: 1 }).execute();
    const now = clock.now().toISOString();
    for (const numberSource of ["leaveWaitingForLeader", "leaveWaitingForHr"]) {
      await t.db
        .insertInto("menuItems")
        .values({
          parentId: null,
          sortOrder: 99,
          titleKey: `menu.${numberSource}`,
          icon: null,
          screen: "home",
          url: null,
          target: null,
          isHidden: 0,
          isSkipped: 0,
          numberSource,
          roles: "",
          createdAt: now,
          updatedAt: now,
        })
        .execute();
    }
  });
  afterAll(() => t.close());

  it("grants the law's days on each reference date once, and explains the balance grant by grant", async () => {
    const first = await runJobBody(t.app, "leaveDaily");
    expect(first).toMatchObject({ messageKey: "LEAVE_UPDATED", success: 8 });
    expect((await runJobBody(t.app, "leaveDaily")).success).toBe(0);

    const balance = await balanceOf("emp");
    // Joined 2024-05-01: 10 days on 2024-11-01, 11 on 2025-11-01, each for two years.
    expect(
      balance.grants.map((grant) => [
        grant.grantDate,
        grant.expiresOn,
        grant.grantedHours,
        grant.serviceMonths,
      ]),
    ).toEqual([
      ["2024-11-01", "2026-10-31", 80, 6],
      ["2025-11-01", "2027-10-31", 88, 18],
    ]);
    expect(balance.remainingHours).toBe(168);
    expect(balance.nextLapse).toEqual({ date: "2026-10-31", hours: 80 });
    expect(balance.obligation).toMatchObject({
      grantDate: "2025-11-01",
      until: "2026-10-31",
      requiredDays: 5,
      missingDays: 5,
    });
  });

  it("sends a request to the leader, who approves it; the days come from the oldest grant", async () => {
    const sent = await ask("emp", { fromDate: "2026-06-10", toDate: "2026-06-11", reason: "Family visit" });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({
      status: LeaveStatus.submitted,
      hours: 16,
      actions: ["edit", "cancel"],
    });
    expect(sent.body.days).toEqual([
      { date: "2026-06-10", hours: 8 },
      { date: "2026-06-11", hours: 8 },
    ]);
    expect(await menuNumber(t, headers.lead, "leaveWaitingForLeader")).toBe(1);
    const told = await t.db
      .selectFrom("notifications")
      .select("title")
      .where("recipientId", "=", ids.lead ?? 0)
      .execute();
    expect(told.map((row) => row.title).join()).toContain("leave.notify.toDecide");

    const queue = await call<{ data: { id: number; actions: string[] }[] }>(
      "lead",
      "GET",
      "/api/leave/queue?queue=leader",
    );
    expect(queue.body.data).toEqual([
      expect.objectContaining({ id: sent.body.id, actions: ["leaderApprove", "leaderReject"] }),
    ]);

    const approved = await act("lead", sent.body.id, "leaderApprove");
    expect(approved.body).toMatchObject({ status: LeaveStatus.approved, actions: [] });
    expect(await menuNumber(t, headers.lead, "leaveWaitingForLeader")).toBe(0);

    const balance = await balanceOf("emp");
    expect(balance.remainingHours).toBe(152);
    expect(balance.bookedHours).toBe(16);
    expect(balance.grants[0]?.takenHours).toBe(16);
    expect(balance.obligation).toMatchObject({ bookedDays: 2, takenDays: 0, missingDays: 3 });
  });

  it("refuses what the rules do not allow, with the field, and writes nothing", async () => {
    const before = await countRequests();
    const over = await ask("emp", { fromDate: "2026-06-15", toDate: "2026-07-31" });
    expect(over.status).toBe(400);
    expect(over.body.errors?.[0]?.field).toBe("toDate");
    const weekend = await ask("emp", { fromDate: "2026-06-13", toDate: "2026-06-14" });
    expect(weekend.body.errors?.[0]?.field).toBe("fromDate");
    const again = await ask("emp", { fromDate: "2026-06-11", toDate: "2026-06-11" });
    expect(again.status).toBe(400);
    expect(again.body.message).toContain("2026-06-11");
    const halfHours = await ask("emp", {
      fromDate: "2026-06-18",
      toDate: "2026-06-18",
      duration: 4,
      fromTime: "09:30",
      toTime: "11:00",
    });
    expect(halfHours.body.errors?.[0]?.field).toBe("toTime");
    const halfOnTwoDays = await ask("emp", { fromDate: "2026-06-18", toDate: "2026-06-19", duration: 2 });
    expect(halfOnTwoDays.body.errors?.[0]?.field).toBe("toDate");
    expect(await countRequests()).toBe(before);
  });

  it("takes a morning and an afternoon on one day, and hours by their times", async () => {
    const morning = await ask("emp", {
      fromDate: "2026-06-17",
      toDate: "2026-06-17",
      duration: LeaveDuration.morning,
    });
    const afternoon = await ask("emp", {
      fromDate: "2026-06-17",
      toDate: "2026-06-17",
      duration: LeaveDuration.afternoon,
    });
    expect([morning.body.hours, afternoon.body.hours]).toEqual([4, 4]);
    const hours = await ask("emp", {
      fromDate: "2026-06-18",
      toDate: "2026-06-18",
      duration: 4,
      fromTime: "09:00",
      toTime: "11:00",
    });
    expect(hours.body).toMatchObject({ hours: 2, fromTime: "09:00", toTime: "11:00" });
  });

  it("leaves out public holidays and the New Year closure, and lists the days off", async () => {
    const newYear = await call<LeaveRequestDetail>("emp2", "POST", "/api/leave/requests", {
      leaveTypeId: unpaid,
      fromDate: "2026-12-28",
      toDate: "2027-01-05",
      duration: 1,
      submit: false,
    });
    expect(newYear.body.days.map((day) => day.date)).toEqual(["2026-12-28", "2027-01-04", "2027-01-05"]);
    expect(newYear.body.status).toBe(LeaveStatus.draft);
    const july = await call<{ date: string; kind: string; nameJa: string }[]>(
      "emp2",
      "GET",
      "/api/leave/daysOff?from=2026-07-01&to=2026-07-31",
    );
    expect(july.body).toEqual([
      expect.objectContaining({ date: "2026-07-20", kind: "public", nameJa: "海の日" }),
    ]);
  });

  it("lets nobody decide their own leave: a leader's own request goes to HR", async () => {
    const own = await ask("emp", { fromDate: "2026-06-24", toDate: "2026-06-24" });
    expect((await act("emp", own.body.id, "leaderApprove")).status).toBe(401);
    expect((await act("emp2", own.body.id, "leaderApprove")).status).toBe(404);
    expect((await act("hr1", own.body.id, "leaderApprove")).status).toBe(401);

    const leaders = await ask("lead", { fromDate: "2026-06-24", toDate: "2026-06-24" });
    expect((await act("lead", leaders.body.id, "leaderApprove")).status).toBe(401);
    expect(await menuNumber(t, headers.hr1, "leaveWaitingForHr")).toBe(1);
    const byHr = await act("hr1", leaders.body.id, "leaderApprove");
    expect(byHr.body.status).toBe(LeaveStatus.approved);
    expect((await act("hr1", leaders.body.id, "leaderApprove")).status).toBe(409);
  });

  it("asks a reason for a refusal, and gives the hours back", async () => {
    const request = await ask("emp2", { fromDate: "2026-06-25", toDate: "2026-06-26" });
    expect((await balanceOf("emp2")).remainingHours).toBe(152);
    const noReason = await act("lead", request.body.id, "leaderReject");
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors?.[0]?.field).toBe("reason");
    const rejected = await act("lead", request.body.id, "leaderReject", "Release week");
    expect(rejected.body).toMatchObject({ status: LeaveStatus.rejected, decisionReason: "Release week" });
    expect((await balanceOf("emp2")).remainingHours).toBe(168);
    const told = await t.db
      .selectFrom("notifications")
      .select("message")
      .where("recipientId", "=", ids.emp2 ?? 0)
      .execute();
    expect(told.map((row) => row.message).join()).toContain("Release week");
  });

  it("has HR confirm the types it confirms after the leader, then marks leave taken once its days passed", async () => {
    const request = await call<LeaveRequestDetail>("emp", "POST", "/api/leave/requests", {
      leaveTypeId: bereavement,
      fromDate: "2026-06-04",
      toDate: "2026-06-05",
      duration: 1,
    });
    await act("lead", request.body.id, "leaderApprove");
    expect(await menuNumber(t, headers.hr1, "leaveWaitingForHr")).toBe(1);
    clock.set(new Date("2026-06-13T00:00:00Z"));
    // Twelve days on, everyone signs in again.
    for (const account of Object.keys(headers)) headers[account] = (await signIn(t, account)).headers;
    await runJobBody(t.app, "leaveDaily");
    // Not taken before HR confirmed it; the annual leave of 10-11 June was.
    expect(
      (await call<LeaveRequestDetail>("emp", "GET", `/api/leave/requests/${request.body.id}`)).body.status,
    ).toBe(LeaveStatus.approved);
    const mine = await call<{ data: { fromDate: string; status: number }[] }>(
      "emp",
      "GET",
      "/api/leave/requests",
    );
    expect(mine.body.data.find((row) => row.fromDate === "2026-06-10")?.status).toBe(LeaveStatus.takenUp);

    expect((await act("hr1", request.body.id, "hrConfirm")).body.status).toBe(LeaveStatus.hrConfirm);
    await runJobBody(t.app, "leaveDaily");
    const detail = await call<LeaveRequestDetail>("emp", "GET", `/api/leave/requests/${request.body.id}`);
    expect(detail.body.status).toBe(LeaveStatus.takenUp);
    expect(detail.body.logs.map((log) => log.action)).toEqual([
      "submit",
      "leaderApprove",
      "hrConfirm",
      "takeUp",
    ]);
    expect((await balanceOf("emp")).obligation).toMatchObject({ takenDays: 2 });
  });
});
