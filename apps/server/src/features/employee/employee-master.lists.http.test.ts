import type {
  EmployeeChoice,
  EmployeeListItem,
  MasterItem,
} from "@portal/contract/employee/employee-master.schema";
import { describe, expect, it } from "vitest";
import { employeeMasterTestApp } from "./employee-master-test-app";

describe("employee master calls: master lists and employee lists", () => {
  const master = employeeMasterTestApp();
  const { auth, ids, get, ok, ja } = master;

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
});
