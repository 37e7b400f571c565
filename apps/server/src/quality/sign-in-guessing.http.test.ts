import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDepartment, createEmployee } from "../db/seed/factories";
import { buildTestApp, type TestApp } from "../testing/build-test-app";
import { createFakeClock } from "../testing/fake-clock";

const password = "Portal#2026";
const parallel = 30;

// Guessing a password: tries sent at once must not slip past the wait of an address or the hourly
// allowance of an account, and while they race the owner's known device still signs in. On PostgreSQL the requests really run side by side; on SQLite they
// queue for the one connection, which must give the same answer.
describe("racing password guesses", () => {
  let t: TestApp;
  const clock = createFakeClock();
  const guess = (userId: string, remoteAddress: string, payload: Record<string, unknown> = {}) =>
    t.app.inject({
      method: "POST",
      url: "/api/loginApp",
      payload: { userId, password: "wrong", ...payload },
      remoteAddress,
    });
  const statuses = async (sends: Promise<{ statusCode: number }>[]) =>
    (await Promise.all(sends)).map((response) => response.statusCode).sort();

  beforeAll(async () => {
    t = await buildTestApp({ LOGIN_CHECKS_PER_HOUR: "5", LOGIN_RATE_LIMIT_PER_MINUTE: "10000" }, { clock });
    const dept = await createDepartment(t.db);
    for (const account of ["alice", "bob", "carol"])
      await createEmployee(t.db, { account, deptId: dept.id }, { password });
  });
  afterAll(() => t.close());

  it(`checks one of ${parallel} guesses sent at once from one address; the others wait`, async () => {
    await guess("alice", "203.0.113.1");
    clock.advance(1000);
    const codes = await statuses(Array.from({ length: parallel }, () => guess("alice", "203.0.113.1")));
    expect(codes).toEqual([400, ...Array.from({ length: parallel - 1 }, () => 429)]);
  });

  it("lets the owner in on every device signing in at once from one address (an office), none told to wait", async () => {
    // No device known yet: the web sign-in from a laptop, a second browser and the app at once.
    const web = () =>
      t.app.inject({
        method: "POST",
        url: "/api/login",
        payload: { userId: "carol", password },
        remoteAddress: "198.51.100.200",
      });
    const codes = await statuses([web(), web(), web(), guess("carol", "198.51.100.200", { password })]);
    expect(codes).toEqual([200, 200, 200, 200]);
  });

  it(`checks no more than the hour allows of ${parallel} guesses from as many addresses, and the owner's device still gets in`, async () => {
    const owner = await guess("bob", "192.0.2.10", { password });
    const deviceToken = owner.json().device_token;
    const sends = Array.from({ length: parallel }, (_, i) => guess("bob", `198.51.100.${i + 1}`));
    const ownerSignIn = guess("bob", "192.0.2.10", { password, deviceToken });
    const codes = await statuses(sends);
    // The owner's own first sign-in took one of the five checks.
    expect(codes).toEqual([
      ...Array.from({ length: 4 }, () => 400),
      ...Array.from({ length: parallel - 4 }, () => 429),
    ]);
    expect((await ownerSignIn).statusCode).toBe(200);
  });
});
