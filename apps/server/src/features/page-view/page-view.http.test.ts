import { pageViewLimits } from "@portal/contract/page-view/page-view.constants";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDepartment, createEmployee } from "../../db/seed/factories";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";
import { createFakeClock } from "../../testing/fake-clock";
import { signIn } from "../../testing/sign-in";
import * as pageViews from "./page-view.repository";

describe("page views", () => {
  let t: TestApp;
  const clock = createFakeClock(new Date("2026-03-31T23:30:00Z"));
  let admin: { authorization: string };
  let employee: { authorization: string };
  let employeeId: number;

  beforeAll(async () => {
    t = await buildTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: "1000" }, { clock });
    const dept = await createDepartment(t.db);
    await createEmployee(t.db, { account: "admin1", deptId: dept.id }, { roles: { administrator: 1 } });
    employeeId = (await createEmployee(t.db, { account: "employee1", deptId: dept.id })).id;
    admin = (await signIn(t, "admin1")).headers;
    employee = (await signIn(t, "employee1")).headers;
  });
  afterAll(() => t.close());

  const record = (payload: unknown, headers: Record<string, string> = employee) =>
    t.app.inject({ method: "POST", url: "/api/page-views", payload: payload as object, headers });
  const report = (query: string, headers: Record<string, string> = admin) =>
    t.app.inject({ method: "GET", url: `/api/page-views/daily${query}`, headers });
  const rows = () => t.db.selectFrom("pageViews").selectAll().orderBy("id").execute();
  const clear = () => t.db.deleteFrom("pageViews").execute();

  it("records the path and title with the server's time and the signed-in employee", async () => {
    await clear();
    const response = await record({ path: "/home", title: "  Home | Employee Portal " });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe("");
    expect(await rows()).toEqual([
      expect.objectContaining({
        employeeId,
        path: "/home",
        title: "Home | Employee Portal",
        viewedAt: "2026-03-31T23:30:00.000Z",
        viewedOn: "2026-03-31",
      }),
    ]);
  });

  it("refuses a client-sent time or user and writes nothing", async () => {
    await clear();
    for (const extra of [{ viewedAt: "2020-01-01T00:00:00.000Z" }, { employeeId: 1 }, { userId: "admin1" }]) {
      const response = await record({ path: "/home", title: "Home", ...extra });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([
        { field: Object.keys(extra)[0], errorMessage: expect.any(String) },
      ]);
    }
    // Request headers carry no say either: the time is the server's clock.
    await record({ path: "/home", title: "Home" }, { ...employee, date: "Mon, 01 Jan 2024 00:00:00 GMT" });
    expect(await rows()).toEqual([
      expect.objectContaining({ employeeId, viewedAt: clock.now().toISOString() }),
    ]);
  });

  it("rejects a malformed view with field errors and writes nothing", async () => {
    await clear();
    const tooLongPath = `/${"a".repeat(pageViewLimits.pathMaxLength)}`;
    const cases: [unknown, string][] = [
      [{ title: "Home" }, "path"],
      [{ path: "home", title: "Home" }, "path"],
      [{ path: "/home?tab=1", title: "Home" }, "path"],
      [{ path: "/home#top", title: "Home" }, "path"],
      [{ path: tooLongPath, title: "Home" }, "path"],
      [{ path: 42, title: "Home" }, "path"],
      [{ path: "/home" }, "title"],
      [{ path: "/home", title: "x".repeat(pageViewLimits.titleMaxLength + 1) }, "title"],
    ];
    for (const [payload, field] of cases) {
      const response = await record(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().errors.map((e: { field: string }) => e.field)).toEqual([field]);
    }
    expect(await rows()).toEqual([]);
  });

  it("keeps nothing from the mobile-app view", async () => {
    await clear();
    expect((await record({ path: "/mykintai/attendance", title: "Attendance" })).statusCode).toBe(204);
    expect(await rows()).toEqual([]);
  });

  it("needs a session", async () => {
    expect((await record({ path: "/home", title: "Home" }, {})).statusCode).toBe(403);
  });

  it("reports the most visited paths per day, newest day first", async () => {
    await clear();
    // 2026-03-31 23:30 UTC: /home twice, /employee once.
    await record({ path: "/home", title: "Home" });
    await record({ path: "/employee", title: "Employee" });
    await record({ path: "/home", title: "Home" }, admin);
    clock.advanceMinutes(60); // 2026-04-01 00:30 UTC, the next day
    await record({ path: "/employee", title: "Employee" });
    await record({ path: "/employee", title: "Employee" }, admin);
    await record({ path: "/home", title: "Home" });
    await record({ path: "/administration/page-views", title: "Page views" }, admin);

    const response = await report("?from=2026-03-31&to=2026-04-01");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      days: [
        {
          date: "2026-04-01",
          pages: [
            { path: "/employee", count: 2 },
            { path: "/administration/page-views", count: 1 },
            { path: "/home", count: 1 },
          ],
        },
        {
          date: "2026-03-31",
          pages: [
            { path: "/home", count: 2 },
            { path: "/employee", count: 1 },
          ],
        },
      ],
    });
    expect(
      (await report("?from=2026-04-01&to=2026-04-01")).json().days.map((d: { date: string }) => d.date),
    ).toEqual(["2026-04-01"]);
    expect((await report("?from=2026-04-02&to=2026-04-30")).json()).toEqual({ days: [] });
  });

  it(`lists at most ${pageViewLimits.topPathsPerDay} paths a day`, async () => {
    await clear();
    const day = "2026-05-01";
    for (let n = 0; n <= pageViewLimits.topPathsPerDay; n++) {
      const path = `/page-${String(n).padStart(2, "0")}`;
      // Page 00 is seen most, so it must stay in while the last one drops out.
      for (let views = n === 0 ? 3 : 1; views > 0; views--) {
        await pageViews.create(t.db, {
          employeeId,
          path,
          title: path,
          viewedAt: `${day}T01:00:00.000Z`,
          viewedOn: day,
        });
      }
    }
    const [only] = (await report(`?from=${day}&to=${day}`)).json().days;
    expect(only.pages).toHaveLength(pageViewLimits.topPathsPerDay);
    expect(only.pages[0]).toEqual({ path: "/page-00", count: 3 });
    expect(only.pages.at(-1)).toEqual({ path: `/page-${pageViewLimits.topPathsPerDay - 1}`, count: 1 });
  });

  it("rejects a reversed, too long or malformed range", async () => {
    for (const query of [
      "?from=2026-04-02&to=2026-04-01",
      "?from=2026-01-01&to=2026-04-30",
      "?from=yesterday&to=2026-04-01",
      "?from=2026-04-01",
      "?from=2026-04-01&to=2026-04-01&userId=employee1",
    ]) {
      const response = await report(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().errors.length, query).toBeGreaterThan(0);
    }
    expect((await report("?from=2026-01-01&to=2026-04-02")).statusCode).toBe(200);
  });

  it("is refused to anyone who is not an administrator (401), and to strangers (403)", async () => {
    const denied = await report("?from=2026-04-01&to=2026-04-01", employee);
    expect(denied.statusCode).toBe(401);
    expect(denied.json()).toEqual({ message: "You do not have permission to do this.", errors: [] });
    expect((await report("?from=2026-04-01&to=2026-04-01", {})).statusCode).toBe(403);
  });

  it(`accepts ${pageViewLimits.recordsPerMinute} views a minute per session, then 429`, async () => {
    const busy = (await signIn(t, "employee1")).headers;
    const statuses: number[] = [];
    for (let n = 0; n < pageViewLimits.recordsPerMinute; n++) {
      statuses.push((await record({ path: "/home", title: "Home" }, busy)).statusCode);
    }
    expect(statuses.filter((s) => s === 204)).toHaveLength(pageViewLimits.recordsPerMinute);
    const before = (await rows()).length;
    const refused = await record({ path: "/home", title: "Home" }, busy);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: "Too many requests. Please wait a moment and try again.",
      errors: [],
    });
    expect(await rows()).toHaveLength(before);
    // Another session of the same employee, on the same address, has its own allowance.
    expect((await record({ path: "/home", title: "Home" })).statusCode).toBe(204);
  });
});
