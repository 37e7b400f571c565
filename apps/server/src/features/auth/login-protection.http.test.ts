import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDepartment, createEmployee } from "../../db/seed/factories";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";
import { easyCaptchaEnv, solveCaptcha } from "../../testing/captcha";
import { createFakeClock } from "../../testing/fake-clock";

const password = "Portal#2026";

describe("sign-in protection: CAPTCHA, lock, hourly allowance", () => {
  let t: TestApp;
  const clock = createFakeClock();
  const login = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "POST", url: "/api/login", payload, headers });

  beforeAll(async () => {
    t = await buildTestApp(
      { ...easyCaptchaEnv, LOGIN_CHECKS_PER_HOUR: "12", LOGIN_RATE_LIMIT_PER_MINUTE: "1000" },
      { clock },
    );
    const dept = await createDepartment(t.db);
    for (const account of ["alice", "bob", "carol", "dave", "erin", "frank"]) {
      await createEmployee(t.db, { account, deptId: dept.id }, { password });
    }
  });
  afterAll(() => t.close());

  it("asks for a CAPTCHA after a failure, and lets a solved one through", async () => {
    const failed = await login({ userId: "alice", password: "wrong" });
    expect(failed.json()).toMatchObject({
      login_fail: 1,
      minutes: 15,
      captchaChallengeUrl: "/api/captcha/challenge",
    });

    const withoutCaptcha = await login({ userId: "alice", password });
    expect(withoutCaptcha.statusCode).toBe(400);
    expect(withoutCaptcha.json()).toMatchObject({
      error: "Please verify captcha.",
      login_fail: 1,
      minutes: 15,
    });

    const bogus = await login({ userId: "alice", password, captcha: Buffer.from("{}").toString("base64") });
    expect(bogus.json().error).toBe("Please verify captcha.");

    const solved = await login({ userId: "alice", password, captcha: await solveCaptcha(t) });
    expect(solved.statusCode).toBe(200);
    // Success clears the failure: no CAPTCHA next time.
    expect((await login({ userId: "alice", password })).statusCode).toBe(200);
  });

  it("accepts a solved CAPTCHA once", async () => {
    await login({ userId: "bob", password: "wrong" });
    const captcha = await solveCaptcha(t);
    const first = await login({ userId: "bob", password: "wrong-again", captcha });
    expect(first.json().error).toBe("Invalid username or password.");
    const replayed = await login({ userId: "bob", password, captcha });
    expect(replayed.json().error).toBe("Please verify captcha.");
  });

  it("lets the CAPTCHA requirement lapse once the minutes have passed", async () => {
    await login({ userId: "carol", password: "wrong" });
    clock.advanceMinutes(14);
    expect((await login({ userId: "carol", password })).json().error).toBe("Please verify captcha.");
    clock.advanceMinutes(2);
    expect((await login({ userId: "carol", password })).statusCode).toBe(200);
  });

  it("answers a wrong password and an unknown user ID alike, also once a stranger's tries wait", async () => {
    for (let i = 1; i <= 10; i++) {
      const response = await login({ userId: "dave", password: "wrong", captcha: await solveCaptcha(t) });
      expect(response.json()).toMatchObject({ error: "Invalid username or password.", login_fail: i });
    }
    // Without a CAPTCHA the address must wait; the answer is the same for an ID nobody has.
    for (let i = 1; i <= 10; i++) {
      await login({ userId: "nobody-at-all", password: "wrong", captcha: await solveCaptcha(t) });
    }
    const app = (userId: string) =>
      t.app.inject({ method: "POST", url: "/api/loginApp", payload: { userId, password: "x" } });
    const [real, unknown] = [await app("dave"), await app("nobody-at-all")];
    expect(real.statusCode).toBe(429);
    expect(real.headers["retry-after"]).toBe(unknown.headers["retry-after"]);
    expect(real.body).toBe(unknown.body);
    // The right password with a solved CAPTCHA gets in at once: the tries above locked nothing.
    const owner = await login({ userId: "dave", password, captcha: await solveCaptcha(t) });
    expect(owner.statusCode).toBe(200);
  });

  it("records successes, failures, lockouts and CAPTCHA demands in the audit", async () => {
    const rows = await t.db
      .selectFrom("signInAudit")
      .select(["userId", "event", "method", "ipAddress"])
      .where("userId", "in", ["alice", "dave"])
      .orderBy("id")
      .execute();
    const events = (userId: string) => rows.filter((r) => r.userId === userId).map((r) => r.event);
    expect(events("alice")).toEqual([
      "failure",
      "captcha_required",
      "captcha_required",
      "success",
      "success",
    ]);
    // The tenth failure at one address is the lockout: its tries wait from then on.
    expect(events("dave").filter((e) => e === "lockout")).toHaveLength(1);
    expect(events("dave").slice(-2)).toEqual(["delayed", "success"]);
    expect(rows.every((r) => r.ipAddress === "127.0.0.1")).toBe(true);
  });
});

describe("per-address rate limit on sign-in", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: "3" });
  });
  afterAll(() => t.close());

  it("answers 429 past the limit, and a forged X-Forwarded-For does not reset it", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/login",
        payload: { userId: `user${i}`, password: "x" },
        headers: { "x-forwarded-for": `203.0.113.${i}` },
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(response.json()).toEqual({ message: expect.stringMatching(/Too many requests/), errors: [] });
      }
    }
    expect(statuses).toEqual([400, 400, 400, 429, 429]);
  });
});
