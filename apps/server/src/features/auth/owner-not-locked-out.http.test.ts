import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDepartment, createEmployee } from "../../db/seed/factories";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";
import { easyCaptchaEnv, solveCaptcha } from "../../testing/captcha";
import { createFakeClock } from "../../testing/fake-clock";

const password = "Portal#2026";
const office = "198.51.100.7";
const phone = "192.0.2.10";
const stranger = "203.0.113.5";

/** Calls the web's and the app's sign-in from a client address, with a browser cookie if any. */
function signInCalls(app: () => TestApp) {
  const web = (payload: Record<string, unknown>, remoteAddress: string, cookie?: string) =>
    app().app.inject({
      method: "POST",
      url: "/api/login",
      payload,
      remoteAddress,
      headers: cookie ? { cookie } : {},
    });
  const mobile = (payload: Record<string, unknown>, remoteAddress: string) =>
    app().app.inject({ method: "POST", url: "/api/loginApp", payload, remoteAddress });
  return { web, mobile };
}

/** The device cookie a successful web sign-in set, as the browser sends it back. */
function deviceCookieOf(response: LightMyRequestResponse): string {
  const header = response.headers["set-cookie"];
  const cookie = (Array.isArray(header) ? header[0] : header) ?? "";
  expect(cookie).toMatch(/HttpOnly/);
  expect(cookie).toMatch(/SameSite=Strict/);
  return cookie.split(";")[0] ?? "";
}

describe("a stranger's failures do not keep the owner out", () => {
  let t: TestApp;
  const clock = createFakeClock();
  const { web, mobile } = signInCalls(() => t);

  beforeAll(async () => {
    t = await buildTestApp(
      { ...easyCaptchaEnv, LOGIN_CHECKS_PER_HOUR: "1000", LOGIN_RATE_LIMIT_PER_MINUTE: "10000" },
      { clock },
    );
    const dept = await createDepartment(t.db);
    await createEmployee(
      t.db,
      { account: "admin1", deptId: dept.id },
      { password, roles: { administrator: 1 } },
    );
    for (const account of ["grace", "heidi", "ivan"]) {
      await createEmployee(t.db, { account, deptId: dept.id }, { password });
    }
  });
  afterAll(() => t.close());

  it("a hundred wrong passwords from one address: the owner signs in at once from a known device, or with a CAPTCHA", async () => {
    const browser = deviceCookieOf(await web({ userId: "admin1", password }, office));
    const app = await mobile({ userId: "admin1", password }, phone);
    expect(app.statusCode).toBe(200);
    const deviceToken = app.json().device_token;
    expect(deviceToken).toEqual(expect.any(String));

    const guess = async (i: number) => {
      const response = await web(
        { userId: "admin1", password: `guess-${i}`, captcha: await solveCaptcha(t) },
        stranger,
      );
      expect(response.json().error).toBe("Invalid username or password.");
    };
    for (let i = 0; i < 100; i++) await guess(i);

    // The owner's browser and app pass without a CAPTCHA and without waiting. (A success clears
    // the CAPTCHA demand, so the stranger fails once more before each check.)
    expect((await web({ userId: "admin1", password }, office, browser)).statusCode).toBe(200);
    await guess(100);
    expect((await mobile({ userId: "admin1", password, deviceToken }, phone)).statusCode).toBe(200);
    await guess(101);
    // A new browser meets the spec's CAPTCHA after a failure, and gets in once it is solved,
    // even at the stranger's own address.
    const newBrowser = await web({ userId: "admin1", password }, "198.51.100.8");
    expect(newBrowser.json().error).toBe("Please verify captcha.");
    const solved = await web({ userId: "admin1", password, captcha: await solveCaptcha(t) }, "198.51.100.8");
    expect(solved.statusCode).toBe(200);
    await guess(102);
    const sameAddress = await web({ userId: "admin1", password, captcha: await solveCaptcha(t) }, stranger);
    expect(sameAddress.statusCode).toBe(200);
  }, 120_000);

  it("slows the stranger: each failure at the address doubles the wait, up to 15 minutes", async () => {
    const waits: number[] = [];
    for (let i = 0; i < 12; i++) {
      const guess = await mobile({ userId: "grace", password: "wrong" }, stranger);
      expect(guess.statusCode).toBe(400);
      const early = await mobile({ userId: "grace", password }, stranger);
      expect(early.statusCode).toBe(429);
      expect(early.json()).toMatchObject({
        error: expect.stringMatching(/^Too many failed sign-ins for this user ID/),
      });
      expect(early.headers["retry-after"]).toBe(String(early.json().retryAfterSeconds));
      waits.push(early.json().retryAfterSeconds);
      clock.advance(early.json().retryAfterSeconds * 1000);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900]);
    // The web's sign-in at the same address asks for the CAPTCHA (which also passes the wait).
    expect((await mobile({ userId: "grace", password: "wrong" }, stranger)).statusCode).toBe(400);
    expect((await web({ userId: "grace", password }, stranger)).json().error).toBe("Please verify captcha.");
    // The owner at another address is not slowed at all.
    expect((await mobile({ userId: "grace", password }, phone)).statusCode).toBe(200);
  });

  it("wrong passwords from several addresses and through the app: the owner's known device signs in at once", async () => {
    const browser = deviceCookieOf(await web({ userId: "heidi", password }, office));
    for (let address = 1; address <= 10; address++) {
      for (let i = 0; i < 10; i++) {
        const guess = await mobile({ userId: "heidi", password: "wrong" }, `203.0.113.${address}`);
        expect(guess.statusCode).toBe(400);
        clock.advance(2 ** i * 1000);
      }
    }
    expect((await web({ userId: "heidi", password }, office, browser)).statusCode).toBe(200);
    // The app without a device token, at an address of its own, is not slowed either.
    expect((await mobile({ userId: "heidi", password }, phone)).statusCode).toBe(200);
  }, 60_000);

  it("stops trusting a known device after 10 failures in a row on it", async () => {
    const app = await mobile({ userId: "ivan", password }, phone);
    const deviceToken = app.json().device_token;
    for (let i = 0; i < 10; i++) {
      const guess = await mobile({ userId: "ivan", password: "wrong", deviceToken }, stranger);
      expect(guess.statusCode).toBe(400);
    }
    // From now on the token passes no wait: the address's own rules apply.
    expect((await mobile({ userId: "ivan", password: "wrong", deviceToken }, stranger)).statusCode).toBe(400);
    expect((await mobile({ userId: "ivan", password, deviceToken }, stranger)).statusCode).toBe(429);
  });
});

describe("hourly allowance of password checks, from the web and the app alike", () => {
  let t: TestApp;
  const clock = createFakeClock();
  const { web, mobile } = signInCalls(() => t);

  beforeAll(async () => {
    t = await buildTestApp(
      { ...easyCaptchaEnv, LOGIN_CHECKS_PER_HOUR: "7", LOGIN_RATE_LIMIT_PER_MINUTE: "10000" },
      { clock },
    );
    const dept = await createDepartment(t.db);
    await createEmployee(t.db, { account: "erin", deptId: dept.id }, { password });
  });
  afterAll(() => t.close());

  it("accepts no more checks an hour from clients it does not know, whatever the address; known devices still sign in", async () => {
    const browser = deviceCookieOf(await web({ userId: "erin", password }, office));
    const deviceToken = (await mobile({ userId: "erin", password }, phone)).json().device_token;
    // Those two sign-ins came from clients not yet known: they took two of the hour's seven
    // checks. From now on the known devices are not counted.
    for (let i = 1; i <= 5; i++) {
      const guess =
        i % 2 === 0
          ? await mobile({ userId: "erin", password: "wrong" }, `10.0.0.${i}`)
          : await web({ userId: "erin", password: "wrong", captcha: await solveCaptcha(t) }, `10.0.0.${i}`);
      expect(guess.json().error).toBe("Invalid username or password.");
    }
    clock.advanceMinutes(20);
    const newBrowser = await web({ userId: "erin", password, captcha: await solveCaptcha(t) }, "192.0.2.99");
    const newApp = await mobile({ userId: "erin", password }, "192.0.2.98");
    for (const refused of [newBrowser, newApp]) {
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({
        error: "Too many failed sign-ins for this user ID. Please try again in 40 minutes.",
        retryAfterSeconds: 40 * 60,
      });
    }
    expect((await web({ userId: "erin", password }, office, browser)).statusCode).toBe(200);
    expect((await mobile({ userId: "erin", password, deviceToken }, phone)).statusCode).toBe(200);

    clock.advanceMinutes(41);
    const nextHour = await web({ userId: "erin", password, captcha: await solveCaptcha(t) }, "192.0.2.99");
    expect(nextHour.statusCode).toBe(200);
  });

  it("answers an unknown user ID the same once its hour is used up", async () => {
    for (let i = 1; i <= 7; i++) await mobile({ userId: "ghost", password: "wrong" }, `10.0.1.${i}`);
    const refused = await mobile({ userId: "ghost", password: "wrong" }, "10.0.1.99");
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: expect.stringMatching(/Please try again in 60 minutes/) });
  });
});
