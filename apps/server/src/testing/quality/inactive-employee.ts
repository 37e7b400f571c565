import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDepartment, createEmployee } from "../../db/seed/factories";
import { buildTestApp, type TestApp } from "../build-test-app";
import { signIn } from "../sign-in";
import { contractRoutes, jsonCallOf, validInputOf } from "./route-inputs";

/**
 * Proof of quality, sessions of employees who are no longer active: once an employee's status
 * leaves active (here straight in the database, as an operator or a sync would set it), every
 * route of the contract that needs a session refuses their token with 403, the spec's "session
 * expired"; on one instance at once, and with Redis (several instances) within SESSION_CHECK_SECONDS.
 * Colleagues' sessions carry on.
 */

// Sign-out last: once it answered, the token would be refused for being signed out instead.
const sessionRoutes = contractRoutes
  .filter(({ route }) => route.access === "session")
  .sort((a, b) => Number(a.key === "auth.logout") - Number(b.key === "auth.logout"));
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The suite, on an app built with `env` (one instance, or Redis as several instances run). */
export function describeInactiveEmployee(name: string, env: NodeJS.ProcessEnv): void {
  describe(`an employee set inactive, ${name}`, () => {
    let t: TestApp;
    let hrId: number;
    let hr: Record<string, string>;
    let colleague: Record<string, string>;

    beforeAll(async () => {
      t = await buildTestApp({ ...env, LOGIN_RATE_LIMIT_PER_MINUTE: "1000" });
      const dept = await createDepartment(t.db);
      const roles = { sms: 2, administrator: 1 };
      hrId = (await createEmployee(t.db, { account: "hr1", deptId: dept.id }, { roles })).id;
      await createEmployee(t.db, { account: "employee1", deptId: dept.id });
      hr = (await signIn(t, "hr1")).headers;
      colleague = (await signIn(t, "employee1")).headers;
    });
    afterAll(() => t.close());

    const profile = (headers: Record<string, string>) =>
      t.app.inject({ method: "GET", url: "/api/employee/profile", headers });

    it("is refused on every route that needs a session, and their colleagues are not", async () => {
      expect((await profile(hr)).statusCode).toBe(200);
      await t.db.updateTable("employees").set({ status: 1 }).where("id", "=", hrId).execute();
      // Without Redis the next request reads the status; with it, the next periodic check does.
      for (let i = 0; i < 30 && (await profile(hr)).statusCode !== 403; i++) await wait(100);

      const answered: string[] = [];
      for (const { key, route } of sessionRoutes) {
        const call = jsonCallOf(key, route, validInputOf(route));
        const response = await t.app.inject(call.build(hr));
        if (response.statusCode !== 403) answered.push(`${key} ${response.statusCode}`);
      }
      expect(answered).toEqual([]);
      expect((await profile(colleague)).statusCode).toBe(200);
    }, 20_000);

    it("is served again once the employee is active again", async () => {
      await t.db.updateTable("employees").set({ status: 0 }).where("id", "=", hrId).execute();
      for (let i = 0; i < 30 && (await profile(hr)).statusCode !== 200; i++) await wait(100);
      expect((await profile(hr)).statusCode).toBe(200);
    });
  });
}
