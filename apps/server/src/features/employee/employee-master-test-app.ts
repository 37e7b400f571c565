import { afterAll, beforeAll, expect } from "vitest";
import { nowIso } from "../../db/database";
import { createDepartment, createEmployee } from "../../db/seed/factories";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";
import { createFakeClock } from "../../testing/fake-clock";
import { signIn } from "../../testing/sign-in";

type Auth = Record<string, string>;

/**
 * The app of an employee-master HTTP test: a department with its leader and a member (job-rank
 * steps and contracts), a retired employee, HR, an administrator and an outsider in another
 * department, signed in as `auth`; the calls the tests share.
 */
export function employeeMasterTestApp() {
  let app: TestApp | undefined;
  const t = () => {
    if (!app) throw new Error("the employee-master test app is built before the tests");
    return app;
  };
  // 2026-04-01 in Japan.
  const clock = createFakeClock(new Date("2026-04-01T09:00:00Z"));
  const auth: Record<"leader" | "member" | "hr" | "admin" | "outsider", Auth> = {
    leader: {},
    member: {},
    hr: {},
    admin: {},
    outsider: {},
  };
  const ids: Record<string, number> = {};
  let ranks: { id: number; code: string }[] = [];
  const rankId = (code: string) => ranks.find((rank) => rank.code === code)?.id ?? 0;

  beforeAll(async () => {
    const t = await buildTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: "1000" }, { clock });
    app = t;
    const solutions = await createDepartment(t.db, {
      code: "DS1",
      nameEn: "Digital Solutions 1",
      nameJa: "第1部",
    });
    const people = await createDepartment(t.db, { code: "HR", nameEn: "Human Resources", nameJa: "人事部" });
    const add = async (account: string, deptId: number, extra: object = {}, roles: object = {}) => {
      const employee = await createEmployee(
        t.db,
        { account, deptId, fullName: account, ...extra },
        { roles },
      );
      ids[account] = employee.id;
    };
    await add("leader", solutions.id, { position: "Department Manager", employeeCode: "E001" });
    await add("member", solutions.id, {
      employeeCode: "E002",
      fullNameJp: "佐藤 健太",
      position: "Software Engineer",
      joinedDate: "2019-04-01",
      contractType: "Permanent",
      postCode: "1600023",
      prefecture: "東京都",
      city: "新宿区",
      town: "西新宿",
      tel: "090-1234-5678",
    });
    await add("retired", solutions.id, { employeeCode: "E003", status: 1 });
    await add("hr", people.id, { employeeCode: "E004" }, { sms: 2 });
    await add("admin", people.id, { employeeCode: "E005" }, { administrator: 1 });
    await add("outsider", people.id, { employeeCode: "E006" });
    await t.db
      .updateTable("departments")
      .set({ leaderEmployeeId: ids.leader })
      .where("id", "=", solutions.id)
      .execute();

    ranks = await t.db.selectFrom("jobRanks").select(["id", "code"]).execute();
    const now = nowIso();
    const step = (account: string, code: string, effectiveDate: string) => ({
      employeeId: ids[account] ?? 0,
      jobRankId: rankId(code),
      effectiveDate,
      note: null,
      createdAt: now,
    });
    await t.db
      .insertInto("jobRankHistories")
      .values([
        step("member", "G1", "2019-04-01"),
        step("member", "G2", "2023-04-01"),
        step("member", "G3", "2026-10-01"),
        step("leader", "G5", "2015-04-01"),
      ])
      .execute();
    const contract = (
      account: string,
      no: string,
      type: number,
      startDate: string,
      endDate: string | null,
    ) => ({
      employeeId: ids[account] ?? 0,
      contractNo: no,
      fjpContractType: type,
      startDate,
      endDate,
      note: null,
      createdAt: now,
      updatedAt: now,
    });
    await t.db
      .insertInto("employeeContracts")
      .values([
        contract("member", "E002-01", 2, "2019-04-01", "2020-03-31"),
        contract("member", "E002-02", 1, "2020-04-01", null),
        contract("leader", "E001-01", 1, "2015-04-01", null),
      ])
      .execute();
    for (const name of Object.keys(auth) as (keyof typeof auth)[])
      auth[name] = (await signIn(t, name)).headers;
  });
  afterAll(() => app?.close());

  const get = (url: string, headers: Auth) =>
    t().app.inject({ method: "GET", url: `/api/employee/${url}`, headers });
  const ok = async <T>(url: string, headers: Auth): Promise<T> => {
    const response = await get(url, headers);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<T>();
  };
  const ja = (headers: Auth) => ({ ...headers, "content-language": "ja" });

  return { t, auth, ids, rankId, get, ok, ja };
}
