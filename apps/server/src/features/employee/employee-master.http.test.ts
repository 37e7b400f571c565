import type { Paged } from "@portal/contract/common/paging";
import type {
  AccountSummary,
  EmployeeChoice,
  EmployeeContract,
  EmployeeListItem,
  JobRankHistoryEntry,
  JobRankHistoryRow,
  MasterItem,
  SelfCheck,
} from "@portal/contract/employee/employee-master.schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nowIso } from "../../db/database";
import { createDepartment, createEmployee } from "../../db/seed/factories";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";
import { createFakeClock } from "../../testing/fake-clock";
import { signIn } from "../../testing/sign-in";

type Auth = Record<string, string>;

describe("employee master calls", () => {
  let t: TestApp;
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
  let rankId: (code: string) => number;

  beforeAll(async () => {
    t = await buildTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: "1000" }, { clock });
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

    const ranks = await t.db.selectFrom("jobRanks").select(["id", "code"]).execute();
    rankId = (code) => ranks.find((rank) => rank.code === code)?.id ?? 0;
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
  afterAll(() => t.close());

  const get = (url: string, headers: Auth) =>
    t.app.inject({ method: "GET", url: `/api/employee/${url}`, headers });
  const ok = async <T>(url: string, headers: Auth): Promise<T> => {
    const response = await get(url, headers);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<T>();
  };
  const ja = (headers: Auth) => ({ ...headers, "content-language": "ja" });

  it("answers the fixed master lists in the caller's language to any signed-in user", async () => {
    expect(await ok<MasterItem[]>("fjpContractType", auth.member)).toContainEqual({
      id: 1,
      code: "Permanent",
      name: "Permanent employee",
    });
    expect(await ok<MasterItem[]>("fjpContractType", ja(auth.member))).toContainEqual({
      id: 1,
      code: "Permanent",
      name: "正社員",
    });
    expect(await ok<MasterItem[]>("contractTypes", ja(auth.member))).toContainEqual({
      id: 1,
      code: "QuasiMandate",
      name: "準委任契約",
    });
    expect((await ok<MasterItem[]>("getVisaKindMasterList", auth.member))[0]).toEqual({
      id: 1,
      code: "Engineer",
      name: "Engineer/Specialist in Humanities/International Services",
    });
    const offTypes = await ok<MasterItem[]>("getLongtermOffTypeList", ja(auth.member));
    expect(offTypes.at(-1)).toEqual({ id: 3, code: "Other", name: "その他" });
    const degrees = await ok<MasterItem[]>("get-degree-level-employee", auth.member);
    expect(degrees.map((degree) => degree.code)).toContain("bachelor");
  });

  it("answers job ranks by level and positions from their tables", async () => {
    const ranks = await ok<{ code: string; name: string; level: number }[]>("getJobRank", auth.member);
    expect(ranks.map((rank) => rank.code)).toEqual(["G1", "G2", "G3", "G4", "G5", "G6", "G7"]);
    expect((await ok<{ name: string }[]>("getJobRank", ja(auth.member)))[0]?.name).toBe("アソシエイト");
    const positions = await ok<MasterItem[]>("getPositions", auth.member);
    expect(positions).toContainEqual({ id: expect.any(Number), code: "BRSE", name: "Bridge SE" });
  });

  it("lists active employees for pickers without private columns (all)", async () => {
    const list = await ok<EmployeeChoice[]>("all", auth.member);
    expect(list.map((e) => e.account)).toEqual(["admin", "hr", "leader", "member", "outsider"]);
    expect(list.find((e) => e.account === "member")).toEqual({
      id: ids.member,
      account: "member",
      fullName: "member",
      fullNameJp: "佐藤 健太",
      department: { id: expect.any(Number), code: "DS1", name: "Digital Solutions 1" },
    });
  });

  it("lists every employee with HR's columns for HR and administrators only (allEmployee)", async () => {
    const all = await ok<EmployeeListItem[]>("allEmployee", auth.hr);
    expect(all.map((e) => e.employeeCode)).toEqual(["E001", "E002", "E003", "E004", "E005", "E006"]);
    expect(all.find((e) => e.account === "member")).toMatchObject({
      position: "Software Engineer",
      joinedDate: "2019-04-01",
      fjpContractType: { id: 1, code: "Permanent", name: "Permanent employee" },
      status: 0,
    });
    const inactive = await ok<EmployeeListItem[]>("allEmployee?status=1", auth.admin);
    expect(inactive.map((e) => e.account)).toEqual(["retired"]);
    expect((await get("allEmployee", auth.member)).statusCode).toBe(401);
    expect((await get("allEmployee", auth.leader)).statusCode).toBe(401);
    expect((await get("allEmployee?status=2", auth.hr)).statusCode).toBe(400);
    expect((await get("allEmployee?isHr=1", auth.member)).statusCode).toBe(400);
  });

  it("gives a department leader the accounts of their active members", async () => {
    const members = await ok<EmployeeChoice[]>("getEmployeeAccountByLeader", auth.leader);
    expect(members.map((m) => m.account)).toEqual(["member"]);
    expect((await get("getEmployeeAccountByLeader", auth.member)).statusCode).toBe(401);
    expect((await get("getEmployeeAccountByLeader", auth.hr)).statusCode).toBe(401);
  });

  it("answers an employee's job-rank steps of a year to the owner and HR (getJobRankHistory)", async () => {
    const in2023 = await ok<JobRankHistoryEntry[]>(`getJobRankHistory/${ids.member}/2023`, auth.member);
    expect(in2023).toEqual([
      {
        id: expect.any(Number),
        employeeId: ids.member,
        jobRank: { id: rankId("G1"), code: "G1", name: "Associate", level: 1 },
        effectiveDate: "2019-04-01",
        endDate: "2023-03-31",
        note: null,
      },
      expect.objectContaining({ effectiveDate: "2023-04-01", endDate: "2026-09-30" }),
    ]);
    const in2026 = await ok<JobRankHistoryEntry[]>(`getJobRankHistory/${ids.member}/2026`, auth.hr);
    expect(in2026.map((s) => [s.jobRank.code, s.endDate])).toEqual([
      ["G2", "2026-09-30"],
      ["G3", null],
    ]);
    expect(await ok(`getJobRankHistory/${ids.member}/2018`, auth.member)).toEqual([]);
    expect((await get(`getJobRankHistory/${ids.member}/2023`, auth.outsider)).statusCode).toBe(401);
    expect((await get(`getJobRankHistory/${ids.member}/2023`, auth.leader)).statusCode).toBe(401);
    expect((await get("getJobRankHistory/999999/2023", auth.hr)).statusCode).toBe(404);
    expect((await get(`getJobRankHistory/${ids.member}/1999`, auth.member)).statusCode).toBe(400);
    expect((await get("getJobRankHistory/abc/2023", auth.member)).statusCode).toBe(400);
  });

  it("names the job rank held today on the profile, in the caller's language", async () => {
    const profile = await ok<{ displayJobRank: string | null; level: string | null }>("profile", auth.member);
    expect(profile).toMatchObject({ displayJobRank: "Engineer", level: "2" });
    const inJapanese = await ok<{ displayJobRank: string | null }>("profile", ja(auth.member));
    expect(inJapanese.displayJobRank).toBe("エンジニア");
    expect((await ok<{ displayJobRank: string | null }>("profile", auth.outsider)).displayJobRank).toBeNull();
  });

  it("lets HR search everyone's job-rank history, 20 a page (getJobRankHistoryFilter)", async () => {
    const response = await get("getJobRankHistoryFilter", { ...auth.hr, "x-pagination-size": "2" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["x-total-count"]).toBe("4");
    const page = response.json<Paged<JobRankHistoryRow>>();
    expect(page.data.map((row) => row.effectiveDate)).toEqual(["2026-10-01", "2023-04-01"]);
    expect(page.data[0]?.employee).toEqual({
      id: ids.member,
      account: "member",
      employeeCode: "E002",
      fullName: "member",
      fullNameJp: "佐藤 健太",
      department: { id: expect.any(Number), code: "DS1", name: "Digital Solutions 1" },
    });
    const inForce2020 = await ok<Paged<JobRankHistoryRow>>("getJobRankHistoryFilter?year=2020", auth.hr);
    expect(inForce2020.data.map((row) => [row.employee.account, row.jobRank.code])).toEqual([
      ["member", "G1"],
      ["leader", "G5"],
    ]);
    const bySearch = await ok<Paged<JobRankHistoryRow>>(
      "getJobRankHistoryFilter?search=%E4%BD%90%E8%97%A4",
      auth.hr,
    );
    expect(bySearch.totalCount).toBe(3);
    const byRank = await ok<Paged<JobRankHistoryRow>>(
      `getJobRankHistoryFilter?jobRankId=${rankId("G5")}`,
      auth.hr,
    );
    expect(byRank.data.map((row) => row.employee.account)).toEqual(["leader"]);
    expect((await get("getJobRankHistoryFilter", auth.member)).statusCode).toBe(401);
    expect((await get("getJobRankHistoryFilter", auth.admin)).statusCode).toBe(401);
    expect((await get("getJobRankHistoryFilter?year=abc", auth.hr)).statusCode).toBe(400);
    expect((await get("getJobRankHistoryFilter?unknown=1", auth.hr)).statusCode).toBe(400);
  });

  it("answers contracts to their owner and to HR (employee-contracts)", async () => {
    const own = await ok<EmployeeContract[]>("employee-contracts", auth.member);
    expect(own).toEqual([
      {
        id: expect.any(Number),
        employeeId: ids.member,
        contractNo: "E002-02",
        fjpContractType: { id: 1, code: "Permanent", name: "Permanent employee" },
        startDate: "2020-04-01",
        endDate: null,
        isCurrent: true,
        note: null,
      },
      expect.objectContaining({
        contractNo: "E002-01",
        isCurrent: false,
        fjpContractType: expect.objectContaining({ code: "Fixed-term" }),
      }),
    ]);
    expect(await ok(`employee-contracts?employeeId=${ids.member}`, auth.hr)).toEqual(own);
    expect(await ok(`employee-contracts?employeeId=${ids.member}`, auth.member)).toEqual(own);
    expect(await ok("employee-contracts", auth.hr)).toEqual([]);
    expect((await get(`employee-contracts?employeeId=${ids.member}`, auth.leader)).statusCode).toBe(401);
    expect((await get("employee-contracts?employeeId=999999", auth.hr)).statusCode).toBe(404);
    expect((await get("employee-contracts?employeeId=x", auth.hr)).statusCode).toBe(400);
  });

  it("checks the caller's own records for completeness (employeeChe/self-che)", async () => {
    const before = await ok<SelfCheck>("employeeChe/self-che", auth.member);
    const done = (check: SelfCheck) => check.items.filter((i) => i.isComplete).map((i) => i.item);
    expect(done(before)).toEqual(["homeAddress", "phone", "contract", "jobRank"]);
    expect(before).toMatchObject({ completedCount: 4, totalCount: 8, isComplete: false });
    expect(before.items[0]).toEqual({ item: "homeAddress", label: "Home address", isComplete: true });
    expect((await ok<SelfCheck>("employeeChe/self-che", ja(auth.member))).items[0]?.label).toBe("住所");

    const added = await t.app.inject({
      method: "POST",
      url: "/api/workinghistory",
      headers: auth.member,
      payload: { companyName: "Tokai Systems", role: "Programmer", fromMonth: "2015-04", toMonth: "2019-03" },
    });
    expect(added.statusCode).toBe(200);
    expect(done(await ok<SelfCheck>("employeeChe/self-che", auth.member))).toContain("workingHistory");
    expect((await ok<SelfCheck>("employeeChe/self-che", auth.outsider)).completedCount).toBe(0);
  });

  it("answers the caller's account with the roles computed by the server", async () => {
    const member = await ok<AccountSummary>("account", auth.member);
    expect(member).toEqual({
      id: ids.member,
      account: "member",
      employeeCode: "E002",
      displayName: "member",
      fullName: "member",
      fullNameJp: "佐藤 健太",
      email: "member@example.com",
      department: { id: expect.any(Number), code: "DS1", name: "Digital Solutions 1" },
      position: "Software Engineer",
      jobRank: { id: rankId("G2"), code: "G2", name: "Engineer", level: 2 },
      roles: [],
      isHr: false,
      isAdministrator: false,
      isDepartmentLeader: false,
    });
    expect(await ok<AccountSummary>("account", auth.leader)).toMatchObject({
      roles: ["departmentLeader"],
      isDepartmentLeader: true,
    });
    expect(await ok<AccountSummary>("account", auth.hr)).toMatchObject({ isHr: true, jobRank: null });
  });

  it("says whether the caller is an administrator, never trusting the request (checkRoleAdmin)", async () => {
    const check = (headers: Auth, payload?: object) =>
      t.app.inject({ method: "POST", url: "/api/employee/checkRoleAdmin", headers, payload });
    expect((await check(auth.admin)).json()).toEqual({ isAdmin: true });
    expect((await check(auth.admin, {})).json()).toEqual({ isAdmin: true });
    expect((await check(auth.member)).json()).toEqual({ isAdmin: false });
    expect((await check(auth.hr)).json()).toEqual({ isAdmin: false });
    const claimed = await check(auth.member, { isAdmin: true, administrator: 1 });
    expect(claimed.statusCode).toBe(400);
    expect(
      claimed
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(["administrator", "isAdmin"]);
  });

  it("answers 403 to every call without a valid session", async () => {
    const paths = [
      "all",
      "allEmployee",
      "getEmployeeAccountByLeader",
      "contractTypes",
      "get-degree-level-employee",
      "getJobRank",
      `getJobRankHistory/${ids.member}/2023`,
      "getJobRankHistoryFilter",
      "getVisaKindMasterList",
      "getPositions",
      "employee-contracts",
      "getLongtermOffTypeList",
      "fjpContractType",
      "employeeChe/self-che",
      "account",
    ];
    for (const path of paths) {
      expect((await get(path, {})).statusCode, path).toBe(403);
      expect((await get(path, { authorization: "Bearer forged" })).statusCode, path).toBe(403);
    }
    const check = await t.app.inject({ method: "POST", url: "/api/employee/checkRoleAdmin" });
    expect(check.statusCode).toBe(403);
  });
});
