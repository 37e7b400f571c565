import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDepartment, createEmployee } from "../../db/seed/factories";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";
import { createFakeClock } from "../../testing/fake-clock";
import { signIn } from "../../testing/sign-in";

describe("sign-in audit for administrators", () => {
  let t: TestApp;
  const clock = createFakeClock(new Date("2026-03-31T10:00:00Z"));
  let admin: { authorization: string };
  let employee: { authorization: string };
  const attempt = (userId: string, password: string, userAgent = "Tester/1.0") =>
    t.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { userId, password },
      headers: { "user-agent": userAgent },
    });

  beforeAll(async () => {
    t = await buildTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: "1000" }, { clock });
    const dept = await createDepartment(t.db);
    await createEmployee(t.db, { account: "admin1", deptId: dept.id }, { roles: { administrator: 1 } });
    await createEmployee(t.db, { account: "employee1", deptId: dept.id });
    await attempt("=cmd|' /C calc'!A0", "x", 'Evil "agent"'); // 2026-03-31
    clock.advanceMinutes(24 * 60); // 2026-04-01
    admin = (await signIn(t, "admin1")).headers;
    employee = (await signIn(t, "employee1")).headers;
    await attempt("employee2", "wrong");
  });
  afterAll(() => t.close());

  const list = (query = "", headers: Record<string, string> = {}) =>
    t.app.inject({ method: "GET", url: `/api/audit/sign-ins${query}`, headers: { ...admin, ...headers } });

  it("lists entries newest first, paged with the spec's headers", async () => {
    const response = await list("", { "x-pagination-page": "1", "x-pagination-size": "2" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["x-total-count"]).toBe("4");
    const body = response.json();
    expect(body.totalCount).toBe(4);
    expect(body.data.map((e: { userId: string }) => e.userId)).toEqual(["employee2", "employee1"]);
    expect(body.data[0]).toMatchObject({
      event: "failure",
      method: "password",
      ipAddress: "127.0.0.1",
      userAgent: "Tester/1.0",
    });

    const second = await list("", { "x-pagination-page": "2", "x-pagination-size": "2" });
    expect(second.json().data.map((e: { userId: string }) => e.userId)).toEqual([
      "admin1",
      "=cmd|' /c calc'!a0",
    ]);
  });

  it("filters by user and by date", async () => {
    expect((await list("?userId=Employee1")).json().data).toHaveLength(1);
    const byDay = await list("?from=2026-03-31&to=2026-03-31");
    expect(byDay.json().totalCount).toBe(1);
    expect((await list("?from=2026-04-01")).json().totalCount).toBe(3);
  });

  it("rejects a malformed filter with field errors", async () => {
    const response = await list("?from=yesterday");
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].field).toBe("from");
  });

  it("exports CSV that spreadsheets open safely", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/audit/sign-ins/export", headers: admin });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toBe(
      'attachment; filename="sign-in-audit-2026-04-01.csv"',
    );
    const lines = response.body.split("\r\n");
    expect(lines[0]).toBe("\uFEFFoccurredAt,userId,event,method,ipAddress,userAgent");
    expect(lines).toHaveLength(6);
    expect(response.body).toContain(`"'=cmd|' /c calc'!a0"`);
    expect(response.body).toContain(`"Evil ""agent"""`);
  });

  it("is refused to anyone who is not an administrator (401), and to strangers (403)", async () => {
    expect(
      (await t.app.inject({ method: "GET", url: "/api/audit/sign-ins", headers: employee })).statusCode,
    ).toBe(401);
    const csv = await t.app.inject({ method: "GET", url: "/api/audit/sign-ins/export", headers: employee });
    expect(csv.statusCode).toBe(401);
    expect(csv.json()).toEqual({ message: "You do not have permission to do this.", errors: [] });
    expect((await t.app.inject({ method: "GET", url: "/api/audit/sign-ins" })).statusCode).toBe(403);
  });
});
