import type { EmployeeWorkingAddress } from "@portal/contract/working-address/working-address.schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";
import { signIn } from "../../testing/sign-in";
import { seedDemoCompanyIfEmpty } from "./seed";

describe("demo working addresses", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await seedDemoCompanyIfEmpty(t.db, "test");
  }, 60_000);
  afterAll(() => t.close());

  it("gives every employee a working address in force at their working place", async () => {
    const employees = await t.db.selectFrom("employees").select(["id", "workingPlaceId"]).execute();
    const records = await t.db.selectFrom("employeeWorkingAddresses").selectAll().execute();
    for (const employee of employees) {
      const latest = records
        .filter((record) => record.employeeId === employee.id)
        .sort((a, b) => b.changeDate.localeCompare(a.changeDate))[0];
      expect(latest?.workingPlaceId).toBe(employee.workingPlaceId);
    }
  });

  it("shows employee1 a history: another office first, then their own", async () => {
    const employee1 = (await signIn(t, "employee1")).headers;
    const history = await t.app.inject({
      method: "GET",
      url: "/api/employeeWorkingAddress/getWorkingAddress",
      headers: employee1,
    });
    const rows = history.json<EmployeeWorkingAddress[]>();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ isCurrent: true, address1: "東京都千代田区丸の内" });
    expect(rows[1]).toMatchObject({ isCurrent: false, address1: "神奈川県横浜市西区みなとみらい" });
    const address = await t.app.inject({
      method: "GET",
      url: "/api/commutationTicket/address",
      headers: employee1,
    });
    expect(address.json().workingAddress).toBe("〒100-0005 東京都千代田区丸の内 1-6-5 丸の内北口ビル 12F");
  });
});
