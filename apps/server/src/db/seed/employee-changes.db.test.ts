import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";
import { signIn } from "../../testing/sign-in";
import { seedDemoCompanyIfEmpty } from "./seed";

describe("demo self-service data", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: "1000" });
    await seedDemoCompanyIfEmpty(t.db, "test");
  }, 60_000);
  afterAll(() => t.close());

  const get = async (account: string, url: string) =>
    (await t.app.inject({ method: "GET", url, headers: (await signIn(t, account)).headers })).json();

  it("gives hr1 employee2's move to review, and employee2 the address history to compare", async () => {
    const queue = await get("hr1", "/api/employeeChange/review");
    expect(queue.totalCount).toBe(1);
    expect(queue.data[0]).toMatchObject({ kind: "address", status: "submitted", canDecide: true });
    const employee2 = queue.data[0].employeeId;
    const history = await get("employee2", `/api/employeeaddress/getByEmployeeId?employeeId=${employee2}`);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ isCurrent: true, requestId: null });
  });

  it("gives employee1 a salary account at a real branch and a degree, vn1 a visa and passport", async () => {
    expect((await get("employee1", "/api/employeeBankAccount/getBankAccount")).account).toMatchObject({
      bankCode: "0009",
      bankName: "三井住友",
      branchCode: "221",
      branchName: "新宿",
    });
    expect(await get("employee1", "/api/employee/get-education")).toEqual([
      expect.objectContaining({ literacy: "bachelor", graduationRating: "Good" }),
    ]);
    expect(await get("vn1", "/api/employee/profile")).toMatchObject({
      visaKind: expect.any(String),
      visaExpireDate: expect.any(String),
      alienceCardNo: "AB12345678CD",
      passportNumber: expect.any(String),
      emergencyContactRelation: "sister",
    });
  });

  it("starts every employee's address history with their current address", async () => {
    const [employees, addresses] = await Promise.all([
      t.db.selectFrom("employees").select("id").execute(),
      t.db.selectFrom("employeeHomeAddresses").select("employeeId").execute(),
    ]);
    expect(new Set(addresses.map((row) => row.employeeId)).size).toBe(employees.length);
  });
});
