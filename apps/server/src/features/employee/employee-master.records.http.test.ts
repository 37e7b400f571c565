import type { Paged } from "@portal/contract/common/paging";
import type {
  EmployeeContract,
  JobRankHistoryEntry,
  JobRankHistoryRow,
  SelfCheck,
} from "@portal/contract/employee/employee-master.schema";
import { beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../testing/build-test-app";
import { employeeMasterTestApp } from "./employee-master-test-app";

describe("employee master calls: job ranks, contracts and the self-check", () => {
  const master = employeeMasterTestApp();
  const { auth, ids, rankId, get, ok, ja } = master;
  let t: TestApp;
  beforeAll(() => {
    t = master.t();
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
});
