import type { AccountSummary } from "@portal/contract/employee/employee-master.schema";
import { beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../testing/build-test-app";
import { employeeMasterTestApp } from "./employee-master-test-app";

type Auth = Record<string, string>;

describe("employee master calls: the caller's account and session", () => {
  const master = employeeMasterTestApp();
  const { auth, ids, rankId, get, ok } = master;
  let t: TestApp;
  beforeAll(() => {
    t = master.t();
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
