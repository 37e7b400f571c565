import net from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createDepartment, createEmployee } from "../../db/seed/factories";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";
import { createFakeClock } from "../../testing/fake-clock";
import { type Slapd, startSlapd } from "../../testing/slapd";

const corporatePassword = "corporate-password";
const portalPassword = "portal-alt-password";

const login = (t: TestApp, payload: { userId: string; password: string; alternateLoginMode?: boolean }) =>
  t.app.inject({ method: "POST", url: "/api/login", payload });

const clientConfig = async (t: TestApp) =>
  (await t.app.inject({ method: "GET", url: "/api/config/client" })).json();

const directoryEnv = (slapd: Slapd) => ({
  LDAP_URL: slapd.url,
  LDAP_BIND_DN: slapd.bindDn,
  LDAP_BIND_PASSWORD: slapd.bindPassword,
  LDAP_BASE_DN: slapd.baseDn,
});

async function addEmployees(t: TestApp, accounts: string[]) {
  const dept = await createDepartment(t.db);
  for (const account of accounts) {
    await createEmployee(t.db, { account, deptId: dept.id }, { password: portalPassword });
  }
}

describe("sign-in with a corporate directory (a real slapd)", () => {
  let slapd: Slapd;
  let t: TestApp;
  const clock = createFakeClock();
  beforeAll(async () => {
    slapd = await startSlapd(
      ["employee1", "employee2", "contractor1"].map((uid) => ({ uid, password: corporatePassword })),
    );
    t = await buildTestApp(directoryEnv(slapd), { clock });
    // contractor1 is in the directory only: no portal employee record.
    await addEmployees(t, ["employee1", "employee2"]);
  });
  afterAll(async () => {
    await t?.close();
    await slapd?.stop();
  });
  // Past the CAPTCHA window that a failure in an earlier case opens for the same user ID.
  beforeEach(() => clock.advanceMinutes(t.config.login.captchaMinutes + 1));

  it("offers the alternative-password checkbox", async () => {
    expect((await clientConfig(t)).login.alternativePassword).toBe(true);
  });

  it("box unchecked: checks the corporate password, not the portal's", async () => {
    const corporate = await login(t, { userId: "employee1", password: corporatePassword });
    expect(corporate.statusCode).toBe(200);
    expect(corporate.json().username).toBe("employee1");

    clock.advanceMinutes(t.config.login.captchaMinutes + 1);
    const portal = await login(t, { userId: "employee1", password: portalPassword });
    expect(portal.statusCode).toBe(400);
    expect(portal.json().error).toBe("Invalid username or password.");
  });

  it("box checked: checks the portal's alternative password, not the corporate one", async () => {
    const portal = await login(t, {
      userId: "employee1",
      password: portalPassword,
      alternateLoginMode: true,
    });
    expect(portal.statusCode).toBe(200);
    expect(portal.json().username).toBe("employee1");

    clock.advanceMinutes(t.config.login.captchaMinutes + 1);
    const corporate = await login(t, {
      userId: "employee1",
      password: corporatePassword,
      alternateLoginMode: true,
    });
    expect(corporate.statusCode).toBe(400);
    expect(corporate.json().error).toBe("Invalid username or password.");
  });

  it("refuses a directory user with no portal record exactly as a wrong password", async () => {
    // Each user ID's first failure, so the failure counts in the bodies agree too.
    const noRecord = await login(t, { userId: "contractor1", password: corporatePassword });
    const wrongPassword = await login(t, { userId: "employee2", password: "wrong-password" });
    expect(noRecord.statusCode).toBe(400);
    expect(wrongPassword.statusCode).toBe(400);
    expect(noRecord.json()).toEqual(wrongPassword.json());
    expect(noRecord.json().error).toBe("Invalid username or password.");
  });
});

describe("sign-in when the corporate directory cannot be reached", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      LDAP_URL: `ldap://127.0.0.1:${await closedPort()}`,
      LDAP_BASE_DN: "dc=example,dc=com",
    });
    await addEmployees(t, ["employee1"]);
  });
  afterAll(() => t?.close());

  it("answers an error without counting a failure against the user", async () => {
    const outage = await login(t, { userId: "employee1", password: corporatePassword });
    expect(outage.statusCode).toBe(503);
    // No failure counted: no CAPTCHA is demanded for the next attempt.
    const alternative = await login(t, {
      userId: "employee1",
      password: portalPassword,
      alternateLoginMode: true,
    });
    expect(alternative.statusCode).toBe(200);
  });
});

describe("sign-in without a corporate directory", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await addEmployees(t, ["employee1"]);
  });
  afterAll(() => t?.close());

  it("hides the checkbox and takes the portal password either way", async () => {
    expect((await clientConfig(t)).login.alternativePassword).toBe(false);
    expect((await login(t, { userId: "employee1", password: portalPassword })).statusCode).toBe(200);
    const checked = await login(t, {
      userId: "employee1",
      password: portalPassword,
      alternateLoginMode: true,
    });
    expect(checked.statusCode).toBe(200);
  });
});

/** A port nothing listens on: one the system just handed out and took back. */
function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
