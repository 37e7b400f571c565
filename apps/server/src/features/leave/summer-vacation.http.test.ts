import type { LeaveBalanceList } from "@portal/contract/leave/leave.schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";
import { createFakeClock } from "../../testing/fake-clock";
import { signIn } from "../../testing/sign-in";
import { createTicketCompany } from "../../testing/ticket-company";

// Wednesday 1 July 2026, 09:00 in Tokyo.
const clock = createFakeClock(new Date("2026-07-01T00:00:00Z"));

describe("summer vacation", () => {
  let t: TestApp;
  const headers: Record<string, Record<string, string>> = {};

  const call = async <T>(who: string, method: "GET" | "POST", url: string, payload?: object) => {
    const response = await t.app.inject({ method, url, headers: headers[who], ...(payload && { payload }) });
    return { status: response.statusCode, body: response.json<T>() };
  };
  const summerOf = async (who: string) => {
    const { body } = await call<LeaveBalanceList>(who, "GET", "/api/leave/balance");
    return body.balances.find((balance) => balance.code === "SUMMER");
  };

  beforeAll(async () => {
    t = await buildTestApp({}, { clock });
    await createTicketCompany(t, {
      departments: { dev: { leader: "lead" }, people: { leader: "hr1" } },
      people: {
        lead: { department: "dev" },
        nao: { department: "dev" },
        rei: { department: "dev" },
        hr1: { department: "people", roles: { sms: 2 } },
      },
    });
    for (const account of ["lead", "nao", "rei", "hr1"])
      headers[account] = (await signIn(t, account)).headers;
  });
  afterAll(() => t.close());

  it("grants the year's summer days once to everyone, to take in the window", async () => {
    expect((await call("nao", "POST", "/api/employee/addSummerVacation", { year: 2026 })).status).toBe(401);
    const added = await call("hr1", "POST", "/api/employee/addSummerVacation", { year: 2026 });
    expect(added.body).toEqual({ year: 2026, employees: 4 });
    expect((await call("hr1", "POST", "/api/employee/addSummerVacation", { year: 2026 })).body).toEqual({
      year: 2026,
      employees: 0,
    });
    expect(await summerOf("nao")).toMatchObject({
      remainingHours: 24,
      grants: [
        expect.objectContaining({ grantDate: "2026-07-01", expiresOn: "2026-09-30", source: "summer" }),
      ],
    });
    const dates = await call("nao", "GET", "/api/config/summer-vacation-extension-date");
    expect(dates.body).toEqual({ from: "2026-07-01", to: "2026-09-30", date: null });
  });

  it("takes back the days nobody took, and keeps the ones taken", async () => {
    const summer = (
      await t.db.selectFrom("leaveTypes").select("id").where("code", "=", "SUMMER").executeTakeFirstOrThrow()
    ).id;
    const asked = await call<{ id: number }>("nao", "POST", "/api/leave/requests", {
      leaveTypeId: summer,
      fromDate: "2026-07-10",
      toDate: "2026-07-10",
      duration: 1,
    });
    expect(asked.status).toBe(200);
    const reset = await call("hr1", "POST", "/api/employee/resetSummerVacation", { year: 2026 });
    expect(reset.body).toEqual({ year: 2026, employees: 4 });
    expect(await summerOf("nao")).toMatchObject({
      remainingHours: 0,
      grants: [expect.objectContaining({ grantedHours: 8 })],
    });
    expect(await summerOf("rei")).toBeUndefined();
  });
});
