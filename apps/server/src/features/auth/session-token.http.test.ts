import type { RouteDefinition } from "@portal/contract/common/route";
import { buildPath } from "@portal/contract/common/route";
import { routes } from "@portal/contract/routes";
import { SignJWT, UnsecuredJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDepartment, createEmployee } from "../../db/seed/factories";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";
import { createFakeClock } from "../../testing/fake-clock";
import { signIn } from "../../testing/sign-in";

const protectedRoutes = Object.values(routes)
  .flatMap((group) => Object.values(group) as RouteDefinition[])
  .filter((route) => route.access === "session");

const claims = { account: "employee1", method: "password" };

describe("session tokens", () => {
  let t: TestApp;
  const clock = createFakeClock(new Date());
  let employeeId: number;
  const key = () => new TextEncoder().encode(t.config.tokenSecret);
  const validJwt = () =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(String(employeeId))
      .setIssuer("employee-portal")
      .setJti(crypto.randomUUID())
      .setIssuedAt()
      .setExpirationTime("1h");

  beforeAll(async () => {
    t = await buildTestApp({}, { clock });
    const dept = await createDepartment(t.db);
    employeeId = (await createEmployee(t.db, { account: "employee1", deptId: dept.id })).id;
  });
  afterAll(() => t.close());

  it("has protected routes to test", () => {
    expect(protectedRoutes.length).toBeGreaterThan(2);
  });

  it("refuses missing, forged, tampered, expired, foreign, empty and oversized tokens with 403 on every protected route", async () => {
    const good = await validJwt().sign(key());
    const [header, payload, signature] = good.split(".");
    const forgedTokens: Record<string, string | undefined> = {
      missing: undefined,
      empty: "",
      garbage: "not-a-token",
      "alg none": new UnsecuredJWT({ ...claims, sub: String(employeeId), iss: "employee-portal", jti: "x" })
        .setExpirationTime("1h")
        .encode(),
      "wrong key": await validJwt().sign(
        new TextEncoder().encode("a-different-secret-of-sufficient-length!!"),
      ),
      tampered: `${header}.${Buffer.from(JSON.stringify({ ...claims, sub: "999", exp: 4102444800 })).toString("base64url")}.${signature}`,
      "payload swapped": `${header}.${payload}x.${signature}`,
      expired: await validJwt()
        .setExpirationTime(Math.floor(Date.now() / 1000) - 10)
        .sign(key()),
      "wrong issuer": await validJwt().setIssuer("someone-else").sign(key()),
      "no jti": await new SignJWT(claims)
        .setProtectedHeader({ alg: "HS256" })
        .setSubject(String(employeeId))
        .setIssuer("employee-portal")
        .setExpirationTime("1h")
        .sign(key()),
      "HS512 instead of HS256": await new SignJWT(claims)
        .setProtectedHeader({ alg: "HS512" })
        .setSubject(String(employeeId))
        .setIssuer("employee-portal")
        .setJti(crypto.randomUUID())
        .setExpirationTime("1h")
        .sign(new TextEncoder().encode(`${t.config.tokenSecret}${t.config.tokenSecret}`)),
      oversized: `${header}.${"A".repeat(64_000)}.${signature}`,
    };
    for (const route of protectedRoutes) {
      const url = buildPath(
        route.path,
        Object.fromEntries((route.path.match(/:(\w+)/g) ?? []).map((p) => [p.slice(1), "1"])),
      );
      for (const [name, token] of Object.entries(forgedTokens)) {
        const response = await t.app.inject({
          method: route.method,
          url,
          headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
          ...(route.method !== "GET" && { payload: { anything: true } }),
        });
        expect(response.statusCode, `${route.method} ${route.path} with ${name} token`).toBe(403);
        expect(response.json()).toEqual({ message: "Your session has expired.", errors: [] });
      }
    }
  });

  it("accepts a valid token, and refuses it once its time is up (by the server's clock)", async () => {
    const { headers } = await signIn(t, "employee1");
    expect((await t.app.inject({ method: "GET", url: "/api/employee/profile", headers })).statusCode).toBe(
      200,
    );
    clock.advance(8 * 3600_000 + 1000);
    expect((await t.app.inject({ method: "GET", url: "/api/employee/profile", headers })).statusCode).toBe(
      403,
    );
  });

  it("signs out: the token is refused afterwards on every protected route, and the sign-out is audited", async () => {
    const { headers } = await signIn(t, "employee1");
    const logout = await t.app.inject({ method: "POST", url: "/api/logout", headers });
    expect(logout.statusCode).toBe(204);
    expect(logout.body).toBe("");
    for (const route of protectedRoutes) {
      const url = buildPath(
        route.path,
        Object.fromEntries((route.path.match(/:(\w+)/g) ?? []).map((p) => [p.slice(1), "1"])),
      );
      const response = await t.app.inject({ method: route.method, url, headers });
      expect(response.statusCode, `${route.method} ${route.path}`).toBe(403);
    }
    const audit = await t.db
      .selectFrom("signInAudit")
      .select(["event", "method", "employeeId"])
      .where("event", "=", "sign_out")
      .execute();
    expect(audit).toEqual([{ event: "sign_out", method: "password", employeeId }]);
  });

  it("keeps other sessions of the same user alive after one signs out", async () => {
    const first = await signIn(t, "employee1");
    const second = await signIn(t, "employee1");
    await t.app.inject({ method: "POST", url: "/api/logout", headers: first.headers });
    const response = await t.app.inject({
      method: "GET",
      url: "/api/employee/profile",
      headers: second.headers,
    });
    expect(response.statusCode).toBe(200);
  });
});

describe("POST /api/loginApp", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    const dept = await createDepartment(t.db);
    await createEmployee(t.db, { account: "employee1", deptId: dept.id });
  });
  afterAll(() => t.close());

  it("answers a token that works on the API, and the floor plan", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/loginApp",
      payload: { userId: "employee1", password: "Portal#2026" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      access_token: expect.any(String),
      floorplan: null,
      device_token: expect.any(String),
    });
    const profile = await t.app.inject({
      method: "GET",
      url: "/api/employee/profile",
      headers: { authorization: `Bearer ${response.json().access_token}` },
    });
    expect(profile.json().account).toBe("employee1");
  });

  it("refuses a wrong password without asking the app for a CAPTCHA it cannot show", async () => {
    const attempt = (password: string, deviceToken?: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/loginApp",
        payload: { userId: "employee1", password, ...(deviceToken && { deviceToken }) },
      });
    const deviceToken = (await attempt("Portal#2026")).json().device_token;
    expect((await attempt("wrong")).json().error).toBe("Invalid username or password.");
    // Another app waits a second at this address; the one that signed in before passes at once.
    const waiting = await attempt("Portal#2026");
    expect(waiting.statusCode).toBe(429);
    expect(waiting.json()).not.toHaveProperty("captchaChallengeUrl");
    expect((await attempt("Portal#2026", deviceToken)).statusCode).toBe(200);
  });

  it("rejects fields the app does not send", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/loginApp",
      payload: { userId: "employee1", password: "Portal#2026", captcha: "x" },
    });
    expect(response.statusCode).toBe(400);
  });
});
