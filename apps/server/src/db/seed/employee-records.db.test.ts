import type { Paged } from "@portal/contract/common/paging";
import type { AccountSummary, SelfCheck } from "@portal/contract/employee/employee-master.schema";
import type { WorkingHistory } from "@portal/contract/working-history/working-history.schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";
import { signIn } from "../../testing/sign-in";
import { resetAndSeedDemoCompany, seedDemoCompanyIfEmpty } from "./seed";

describe("demo employee records", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: "1000" });
    await seedDemoCompanyIfEmpty(t.db, "test");
  }, 60_000);
  afterAll(() => t.close());

  const get = async <T>(account: string, url: string) => {
    const { headers } = await signIn(t, account);
    const response = await t.app.inject({ method: "GET", url, headers });
    expect(response.statusCode).toBe(200);
    return response.json<T>();
  };

  it("gives every employee a job rank and a contract in force, and the sign-ins a career", async () => {
    const employees = await t.db.selectFrom("employees").select("id").execute();
    const ranked = await t.db.selectFrom("jobRankHistories").select("employeeId").distinct().execute();
    const contracted = await t.db.selectFrom("employeeContracts").select("employeeId").distinct().execute();
    expect(ranked).toHaveLength(employees.length);
    expect(contracted).toHaveLength(employees.length);

    const history = await get<Paged<WorkingHistory>>("vn1", "/api/workinghistory");
    expect(history.totalCount).toBe(3);
    expect(history.data[0]).toMatchObject({ companyName: "Sakura Tech Japan K.K.", isCurrent: true });
    // Earlier jobs end the month before the next one starts.
    expect(history.data[1]?.toMonth).toBe(previousMonth(history.data[0]?.fromMonth ?? ""));

    const leader = await get<AccountSummary>("leader1", "/api/employee/account");
    expect(leader.jobRank?.level).toBeGreaterThanOrEqual(4);
    const check = await get<SelfCheck>("employee1", "/api/employee/employeeChe/self-che");
    expect(check.items.filter((item) => !item.isComplete)).toEqual([]);
  });

  it("seeds the same records again, not twice, on --reset", async () => {
    const count = async () =>
      Promise.all(
        (["workingHistories", "jobRankHistories", "employeeContracts", "jobRanks", "positions"] as const).map(
          async (table) => (await t.db.selectFrom(table).select("id").execute()).length,
        ),
      );
    const before = await count();
    await resetAndSeedDemoCompany(t.db, "test");
    expect(await count()).toEqual(before);
  }, 60_000);
});

function previousMonth(month: string): string {
  const [year, value] = month.split("-").map(Number) as [number, number];
  return value === 1 ? `${year - 1}-12` : `${year}-${String(value - 1).padStart(2, "0")}`;
}
