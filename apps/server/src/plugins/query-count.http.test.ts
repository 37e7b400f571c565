import { afterEach, describe, expect, it } from "vitest";
import { createDepartment, createEmployee } from "../db/seed/factories";
import { buildTestApp, type TestApp } from "../testing/build-test-app";
import { signIn } from "../testing/sign-in";
import { queryCountHeader } from "./query-count";

describe("X-Query-Count (QUERY_COUNT_HEADER)", () => {
  let t: TestApp | undefined;
  afterEach(() => t?.close());

  async function profileAnswer(env: NodeJS.ProcessEnv) {
    t = await buildTestApp(env);
    const department = await createDepartment(t.db, {});
    await createEmployee(t.db, { account: "counted", deptId: department.id });
    const { headers } = await signIn(t, "counted");
    return t.app.inject({ method: "GET", url: "/api/employee/profile", headers });
  }

  it("tells how many statements a request ran when turned on", async () => {
    const response = await profileAnswer({ QUERY_COUNT_HEADER: "true" });
    expect(response.statusCode).toBe(200);
    // The session check and the profile's own reads, each request on its own tally.
    expect(Number(response.headers[queryCountHeader])).toBeGreaterThanOrEqual(2);
    const health = await t?.app.inject({ method: "GET", url: "/api/health" });
    expect(health?.headers[queryCountHeader]).toBe("0");
  });

  it("is not sent by default", async () => {
    const response = await profileAnswer({});
    expect(response.statusCode).toBe(200);
    expect(response.headers[queryCountHeader]).toBeUndefined();
  });
});
