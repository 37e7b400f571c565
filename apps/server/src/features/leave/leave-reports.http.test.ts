import type { LeaveRequestDetail, ObligationRow } from "@portal/contract/leave/leave.schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";
import { createFakeClock } from "../../testing/fake-clock";
import { runJobBody } from "../../testing/run-job";
import { signIn } from "../../testing/sign-in";
import { createTicketCompany } from "../../testing/ticket-company";

// Monday 1 June 2026, 09:00 in Tokyo.
const clock = createFakeClock(new Date("2026-06-01T00:00:00Z"));

describe("HR's leave reports: the 5-day obligation and the leave ledger", () => {
  let t: TestApp;
  const headers: Record<string, Record<string, string>> = {};
  let annual = 0;

  const get = async <T>(who: string, url: string) => {
    const response = await t.app.inject({ method: "GET", url, headers: headers[who] });
    return {
      status: response.statusCode,
      body: response.body,
      json: () => response.json<T>(),
      headers: response.headers,
    };
  };
  const leave = async (who: string, fromDate: string, toDate: string, duration = 1) => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/leave/requests",
      headers: headers[who],
      payload: { leaveTypeId: annual, fromDate, toDate, duration },
    });
    const request = response.json<LeaveRequestDetail>();
    await t.app.inject({
      method: "POST",
      url: `/api/leave/requests/${request.id}/leaderApprove`,
      headers: headers.lead,
      payload: {},
    });
    return request;
  };

  beforeAll(async () => {
    t = await buildTestApp({}, { clock });
    const { ids } = await createTicketCompany(t, {
      departments: {
        dev: { leader: "lead", nameEn: "Development", nameJa: "開発部" },
        people: { leader: "hr1" },
      },
      people: {
        lead: { department: "dev" },
        aiko: { department: "dev", fullName: "Aiko Mori" },
        ben: { department: "dev", fullName: "Ben Ito" },
        chie: { department: "dev", fullName: "Chie Ueda" },
        hr1: { department: "people", roles: { sms: 2 } },
      },
    });
    await t.db.updateTable("employees").set({ joinedDate: "2024-05-01" }).execute();
    // Chie works three days a week: 5 days at her first grant, under the 10 the obligation needs.
    await t.db
      .updateTable("employees")
      .set({ joinedDate: "2025-05-01", workDaysPerWeek: 3, workHoursPerWeek: 18 })
      .where("id", "=", ids.chie ?? 0)
      .execute();
    for (const account of ["lead", "aiko", "ben", "chie", "hr1"])
      headers[account] = (await signIn(t, account)).headers;
    annual = (
      await t.db.selectFrom("leaveTypes").select("id").where("code", "=", "ANNUAL").executeTakeFirstOrThrow()
    ).id;
    await runJobBody(t.app, "leaveDaily");
    // Aiko took three days in May, a morning in April, and has two days booked in July.
    await leave("aiko", "2026-05-11", "2026-05-13");
    await leave("aiko", "2026-04-20", "2026-04-20", 2);
    await leave("aiko", "2026-07-14", "2026-07-15");
    await runJobBody(t.app, "leaveDaily");
  });
  afterAll(() => t.close());

  it("lists who is behind on the 5 days, with the deadline and the days missing", async () => {
    const behind = await get<{ data: ObligationRow[]; totalCount: number }>("hr1", "/api/leave/obligations");
    expect(behind.status).toBe(200);
    const names = behind.json().data.map((row) => row.employeeName);
    expect(names).toContain("Ben Ito");
    expect(names).not.toContain("Aiko Mori");
    expect(names).not.toContain("Chie Ueda");
    expect(behind.json().data.find((row) => row.employeeName === "Ben Ito")).toMatchObject({
      grantDate: "2025-11-01",
      until: "2026-10-31",
      grantedDays: 11,
      takenDays: 0,
      missingDays: 5,
      daysLeft: 152,
      departmentJa: "開発部",
    });

    const all = await get<{ data: ObligationRow[] }>("hr1", "/api/leave/obligations?show=all");
    expect(all.json().data.find((row) => row.employeeName === "Aiko Mori")).toMatchObject({
      takenDays: 3.5,
      bookedDays: 2,
      missingDays: 0,
      isMet: true,
    });
    expect((await get("aiko", "/api/leave/obligations")).status).toBe(401);
  });

  it("exports the ledger of a year's grants with the dates taken, in the reader's language", async () => {
    const ledger = await get("hr1", "/api/leave/ledger?year=2025");
    expect(ledger.status).toBe(200);
    expect(ledger.headers["content-type"]).toContain("text/csv");
    expect(ledger.headers["content-disposition"]).toContain("leave-ledger-2025.csv");
    const lines = ledger.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe(
      "Employee code,Name,Department,Reference date (grant),Days granted,Year ends,Days taken,Dates taken (days)",
    );
    const aiko = lines.find((line) => line.includes("Aiko Mori"));
    expect(aiko).toContain(
      '"2025-11-01",11,"2026-10-31",3.5,"2026-04-20(0.5) 2026-05-11(1) 2026-05-12(1) 2026-05-13(1)"',
    );

    const japanese = await t.app.inject({
      method: "GET",
      url: "/api/leave/ledger?year=2025",
      headers: { ...headers.hr1, "accept-language": "ja" },
    });
    expect(japanese.body).toContain("基準日（付与日）");
    expect((await get("lead", "/api/leave/ledger?year=2025")).status).toBe(401);
  });
});
