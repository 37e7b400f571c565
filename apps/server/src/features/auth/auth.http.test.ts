import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDepartment, createEmployee } from "../../db/seed/factories";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";

const login = (t: TestApp, payload: unknown, language = "en") =>
  t.app.inject({
    method: "POST",
    url: "/api/login",
    headers: { "content-language": language },
    payload: payload as object,
  });

describe("POST /api/login", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    const dept = await createDepartment(t.db, { code: "DEV" });
    const leader = await createEmployee(t.db, {
      account: "leader1",
      deptId: dept.id,
      displayName: "Makoto Takahashi",
    });
    await t.db
      .updateTable("departments")
      .set({ leaderEmployeeId: leader.id })
      .where("id", "=", dept.id)
      .execute();
    await createEmployee(
      t.db,
      { account: "trainer1", deptId: dept.id },
      { roles: { yobi2: 1, ticketApprover: 1 } },
    );
    await createEmployee(t.db, {
      account: "employee1",
      deptId: dept.id,
      displayName: "Kenta Sato",
      fullNameJp: "佐藤 健太",
      timesheetMode: 2,
    });
    await createEmployee(t.db, { account: "hr1", deptId: dept.id }, { roles: { sms: 2 } });
    await createEmployee(t.db, { account: "left1", deptId: dept.id, status: 1 });
  });
  afterAll(() => t.close());

  it("signs in with the portal password and answers the spec's login response", async () => {
    const response = await login(t, { userId: "employee1", password: "Portal#2026" });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      access_token: expect.any(String),
      username: "employee1",
      display_name: "Kenta Sato",
      display_name_ja: "佐藤 健太",
      timesheet_mode: 2,
      mode_display_timesheet_lastYears: 0,
      fes: 1,
      sms: 0,
      seat_admin: 0,
      dept_leader: 0,
      delegator: 0,
      owner_nda: 0,
      fes_admin: 0,
      nda_admin: 0,
      yobi2: 0,
      ticket_approver: 0,
      administrator: 0,
    });
    const [, payload] = body.access_token.split(".");
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString());
    expect(claims.jti).toEqual(expect.any(String));
    expect(claims.exp - claims.iat).toBe(8 * 3600);
  });

  it("accepts the user ID in any case and around spaces", async () => {
    const response = await login(t, { userId: "  Employee1 ", password: "Portal#2026" });
    expect(response.statusCode).toBe(200);
    expect(response.json().username).toBe("employee1");
  });

  it("reports the roles: department leader from the department, HR from sms", async () => {
    expect((await login(t, { userId: "leader1", password: "Portal#2026" })).json().dept_leader).toBe(1);
    expect((await login(t, { userId: "hr1", password: "Portal#2026" })).json().sms).toBe(2);
    const trainer = await login(t, { userId: "trainer1", password: "Portal#2026" });
    expect(trainer.json(), trainer.body).toMatchObject({
      yobi2: 1,
      ticket_approver: 1,
      administrator: 0,
    });
  });

  it("gives the same failure for a wrong password and an unknown user", async () => {
    const wrongPassword = await login(t, { userId: "leader1", password: "wrong" });
    const unknownUser = await login(t, { userId: "nobody", password: "wrong" });
    expect(wrongPassword.statusCode).toBe(400);
    expect(unknownUser.statusCode).toBe(400);
    expect(wrongPassword.json()).toEqual({
      message: "Invalid username or password.",
      error: "Invalid username or password.",
      errors: [],
      login_fail: 1,
      minutes: 15,
      captchaChallengeUrl: "/api/captcha/challenge",
    });
    expect(unknownUser.body).toBe(wrongPassword.body);
  });

  it("refuses an employee who has left, with the same failure", async () => {
    const response = await login(t, { userId: "left1", password: "Portal#2026" });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe("Invalid username or password.");
  });

  it("answers in Japanese when the client asks for it", async () => {
    const response = await login(t, { userId: "someone-else", password: "wrong" }, "ja");
    expect(response.json().error).toBe("ユーザー名またはパスワードが正しくありません。");
  });

  it("rejects a form without user ID or password with field errors", async () => {
    const response = await login(t, { userId: " ", password: "" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: "Invalid username or password.",
      errors: [
        { field: "userId", errorMessage: "Invalid username or password." },
        { field: "password", errorMessage: "Invalid username or password." },
      ],
    });
  });

  it("rejects unknown fields and does not coerce types", async () => {
    const unknownField = await login(t, { userId: "employee1", password: "Portal#2026", isAdmin: true });
    expect(unknownField.statusCode).toBe(400);
    expect(unknownField.json().errors).toContainEqual({ field: "isAdmin", errorMessage: expect.any(String) });

    const numberAsId = await login(t, { userId: 12345, password: "Portal#2026" });
    expect(numberAsId.statusCode).toBe(400);
    expect(numberAsId.json().errors[0].field).toBe("userId");

    const stringAsFlag = await login(t, {
      userId: "employee1",
      password: "Portal#2026",
      alternateLoginMode: "true",
    });
    expect(stringAsFlag.statusCode).toBe(400);
  });

  it("answers a body that is not JSON with a 400 error body", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/login",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: expect.any(String), errors: [] });
  });
});
