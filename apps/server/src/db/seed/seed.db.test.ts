import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";
import { signIn } from "../../testing/sign-in";
import { resetAndSeedDemoCompany, SeedRefusedError, seedDemoCompany, seedDemoCompanyIfEmpty } from "./seed";

describe("demo company seed", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await seedDemoCompanyIfEmpty(t.db, "test");
  }, 60_000);
  afterAll(() => t.close());

  const accounts = () =>
    t.db
      .selectFrom("employees")
      .select(["account", "employeeCode", "nationality"])
      .orderBy("employeeCode")
      .execute();

  it("creates about 60 employees, Japanese and Vietnamese, each with a home address", async () => {
    const rows = await t.db.selectFrom("employees").selectAll().execute();
    expect(rows).toHaveLength(60);
    expect(rows.filter((r) => r.nationality === "Vietnamese").length).toBeGreaterThan(5);
    for (const row of rows) {
      expect(row.postCode).toMatch(/^\d{7}$/);
      expect(row.prefecture).toBeTruthy();
      expect(row.workingPlaceId).not.toBeNull();
    }
  });

  it("makes vn1 a help editor, so the Vietnamese guideline has someone to look after it", async () => {
    const menu = async (account: string) =>
      (
        await t.app.inject({
          method: "GET",
          url: "/api/markdown/menu",
          headers: (await signIn(t, account)).headers,
        })
      ).json();
    expect((await menu("vn1")).canEdit).toBe(true);
    expect((await menu("employee1")).canEdit).toBe(false);
  });

  it("gives employee2 a pass that can be continued and vn1 a request waiting for HR", async () => {
    const employee2 = (await signIn(t, "employee2")).headers;
    const route = await t.app.inject({
      method: "GET",
      url: "/api/commutationTicket/getDefaultRouteInfo",
      headers: employee2,
    });
    expect(route.json().route.tickets[0]).toMatchObject({ departure: "渋谷", status: 2, canContinue: true });
    const hr = (await signIn(t, "hr1")).headers;
    const vn1Ticket = await t.db
      .selectFrom("commutationTickets")
      .innerJoin("employees", "employees.id", "commutationTickets.employeeId")
      .select("commutationTickets.id")
      .where("employees.account", "=", "vn1")
      .executeTakeFirstOrThrow();
    const ticket = await t.app.inject({
      method: "GET",
      url: `/api/commutationTicket/getTicket/${vn1Ticket.id}`,
      headers: hr,
    });
    expect(ticket.json()).toMatchObject({ waitingOn: "hr", allowedActions: ["hrConfirm", "hrReject"] });
  });

  it("gives every department exactly one leader who belongs to it", async () => {
    const departments = await t.db
      .selectFrom("departments")
      .innerJoin("employees", "employees.id", "departments.leaderEmployeeId")
      .select(["departments.id", "employees.deptId"])
      .execute();
    const all = await t.db.selectFrom("departments").select("id").execute();
    expect(departments).toHaveLength(all.length);
    for (const d of departments) expect(d.deptId).toBe(d.id);
  });

  it("lets the README's sign-ins in with their roles", async () => {
    const roles = async (account: string) => (await signIn(t, account)).body;
    expect((await roles("employee1")).dept_leader).toBe(0);
    expect((await roles("leader1")).dept_leader).toBe(1);
    expect((await roles("hr1")).sms).toBe(2);
    expect(await roles("admin1")).toMatchObject({
      seat_admin: 1,
      fes_admin: 1,
      nda_admin: 1,
      owner_nda: 1,
      delegator: 1,
    });
    await roles("approver1");
    await roles("employee2");

    const people = await t.db
      .selectFrom("employees")
      .select(["account", "deptId", "nationality"])
      .where("account", "in", ["employee1", "employee2", "leader1", "vn1"])
      .execute();
    const byAccount = Object.fromEntries(people.map((p) => [p.account, p]));
    expect(byAccount.employee1?.deptId).toBe(byAccount.leader1?.deptId);
    expect(byAccount.employee2?.deptId).not.toBe(byAccount.leader1?.deptId);
    expect(byAccount.vn1?.nationality).toBe("Vietnamese");

    const approver = await t.db
      .selectFrom("accounts")
      .innerJoin("employees", "employees.id", "accounts.employeeId")
      .select(["ticketApprover", "administrator"])
      .where("account", "in", ["approver1", "admin1"])
      .orderBy("account")
      .execute();
    expect(approver).toEqual([
      { ticketApprover: 0, administrator: 1 },
      { ticketApprover: 1, administrator: 0 },
    ]);
  });

  it("does not seed a database that already has employees", async () => {
    expect(await seedDemoCompanyIfEmpty(t.db, "test")).toBe(false);
  });

  it("reseeds the same company on --reset (deterministic)", async () => {
    const before = await accounts();
    await resetAndSeedDemoCompany(t.db, "test");
    expect(await accounts()).toEqual(before);
  }, 60_000);

  it("refuses to run in production", async () => {
    await expect(seedDemoCompany(t.db, "production")).rejects.toBeInstanceOf(SeedRefusedError);
    await expect(resetAndSeedDemoCompany(t.db, "production")).rejects.toBeInstanceOf(SeedRefusedError);
  });
});
