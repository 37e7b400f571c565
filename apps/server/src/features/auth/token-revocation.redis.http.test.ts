import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDepartment, createEmployee } from "../../db/seed/factories";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";
import { testRedisUrl } from "../../testing/redis";
import { signIn } from "../../testing/sign-in";

describe("sign-out across instances sharing Redis", () => {
  const shared = {
    REDIS_URL: testRedisUrl,
    TOKEN_SECRET: "one-secret-shared-by-every-instance-of-the-portal",
    LOGIN_RATE_LIMIT_PER_MINUTE: "10000",
  };
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    first = await buildTestApp(shared);
    second = await buildTestApp(shared);
    for (const t of [first, second]) {
      const dept = await createDepartment(t.db);
      await createEmployee(t.db, { account: "employee1", deptId: dept.id });
    }
  });
  afterAll(async () => {
    await first.close();
    await second.close();
  });

  it("refuses on one instance a token signed out on another", async () => {
    const { headers } = await signIn(first, "employee1");
    const profile = () => second.app.inject({ method: "GET", url: "/api/employee/profile", headers });
    expect((await profile()).statusCode).toBe(200);

    expect((await first.app.inject({ method: "POST", url: "/api/logout", headers })).statusCode).toBe(204);
    expect((await profile()).statusCode).toBe(403);
  });
});
