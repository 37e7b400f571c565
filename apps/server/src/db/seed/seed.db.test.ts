import { addMonths } from "@portal/contract/common/dates";
import type { Paged } from "@portal/contract/common/paging";
import type { TicketPrice } from "@portal/contract/commutation-ticket/commutation-ticket.schema";
import type { SectionFare } from "@portal/contract/commutation-ticket/section-fare.schema";
import type { AccountSummary, SelfCheck } from "@portal/contract/employee/employee-master.schema";
import type { EmployeeWorkingAddress } from "@portal/contract/working-address/working-address.schema";
import type { WorkingHistory } from "@portal/contract/working-history/working-history.schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companyDate } from "../../lib/company-date";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";
import { signIn } from "../../testing/sign-in";
import { campaignsAround, campaignsInTheBell } from "./campaigns";
import { resetAndSeedDemoCompany, SeedRefusedError, seedDemoCompany, seedDemoCompanyIfEmpty } from "./seed";
import {
  expectCampaignsInSeason,
  expectCommutesNearHome,
  expectConsistentBiographies,
  isInSeason,
} from "./seed-consistency-checks";

/** The demo company, seeded once for every subject here; the reset runs last, once. */
describe("demo company seed", () => {
  let t: TestApp;
  const today = companyDate(new Date());
  beforeAll(async () => {
    t = await buildTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: "1000" });
    await seedDemoCompanyIfEmpty(t.db, "test");
  }, 60_000);
  afterAll(() => t.close());

  const accounts = () =>
    t.db
      .selectFrom("employees")
      .select(["account", "employeeCode", "nationality"])
      .orderBy("employeeCode")
      .execute();
  const get = async <T>(account: string, url: string) => {
    const { headers } = await signIn(t, account);
    const response = await t.app.inject({ method: "GET", url, headers });
    expect(response.statusCode).toBe(200);
    return response.json<T>();
  };
  const recordCounts = () =>
    Promise.all(
      (["workingHistories", "jobRankHistories", "employeeContracts", "jobRanks", "positions"] as const).map(
        async (table) => (await t.db.selectFrom(table).select("id").execute()).length,
      ),
    );

  describe("people and roles", () => {
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
      const menu = (account: string) => get<{ canEdit: boolean }>(account, "/api/markdown/menu");
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
      expect(route.json().route.tickets[0]).toMatchObject({
        departure: "渋谷",
        status: 2,
        canContinue: true,
      });
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

    it("gives the company years of commuting history and work in every decider's queue", async () => {
      const tickets = await t.db
        .selectFrom("commutationTickets")
        .select(["employeeId", "status", "startDate", "endDate", "departure", "arrival", "kind"])
        .execute();
      expect(tickets.length).toBeGreaterThanOrEqual(100);
      const statuses = new Set(tickets.map((ticket) => ticket.status));
      for (const waiting of [7, 8, 9, 5, 3, 2]) expect(statuses, `status ${waiting}`).toContain(waiting);
      const years = new Set(tickets.map((ticket) => ticket.startDate.slice(0, 4)));
      expect(years.size).toBeGreaterThanOrEqual(3);
      expect(tickets.some((ticket) => ticket.kind === "continueTicket")).toBe(true);
      // No one holds two passes of one section for the same days.
      for (const a of tickets)
        for (const b of tickets)
          if (
            a !== b &&
            a.employeeId === b.employeeId &&
            a.departure === b.departure &&
            a.arrival === b.arrival
          )
            expect(a.endDate < b.startDate || b.endDate < a.startDate).toBe(true);
      const approverQueue = await t.app.inject({
        method: "POST",
        url: "/api/commutationTicket/ticketRequest",
        headers: (await signIn(t, "approver1")).headers,
        payload: {},
      });
      expect(approverQueue.json().length).toBeGreaterThanOrEqual(2);
    });

    it("puts the welcome, a running campaign and its deadline in everyone's bell, in their language", async () => {
      const bell = await t.app.inject({
        method: "GET",
        url: "/api/notifications",
        headers: { ...(await signIn(t, "employee1")).headers, "content-language": "ja" },
      });
      expect(bell.json()).toMatchObject({ unreadCount: 2 });
      const { reminder, news } = campaignsInTheBell(today);
      expect(bell.json().data.map((item: { title: string }) => item.title)).toEqual([
        reminder.campaign.reminder.titleJa.replace("{date}", reminder.expiredDate.replaceAll("-", "/")),
        `実施中：${news.campaign.titleJa}`,
        "社員ポータルへようこそ",
      ]);
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
  });

  describe("campaigns", () => {
    it("shows a campaign of the season on Home, and HR one ended, one running and one to come", async () => {
      const employee = (await signIn(t, "employee1")).headers;
      const current = await t.app.inject({ method: "GET", url: "/api/campaign", headers: employee });
      expect(current.statusCode).toBe(200);
      expect(current.json().url).toMatch(/^\/campaigns\/demo-(wellness|security|summer)\.svg$/);
      expect(current.json().expiredDate >= today).toBe(true);
      expect(isInSeason(current.json().title, today), current.json().title).toBe(true);
      await expectCampaignsInSeason(t.db, today);

      const hr = (await signIn(t, "hr1")).headers;
      const list = await t.app.inject({ method: "GET", url: "/api/campaigns", headers: hr });
      const statuses = new Set(list.json().map((c: { status: string }) => c.status));
      expect([...statuses].sort()).toEqual(["expired", "running", "scheduled"]);
    });
  });

  describe("a consistent company", () => {
    it("gives everyone a life in order: school, earlier jobs one after another, then this company", () =>
      expectConsistentBiographies(t.db, today));

    it("houses everyone near their office, with passes from the station by home to the office's", () =>
      expectCommutesNearHome(t.db));
  });

  describe("working addresses", () => {
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

  describe("self-service data", () => {
    it("gives hr1 employee2's move to review, and employee2 the address history to compare", async () => {
      const queue = await get<Paged<{ employeeId: number }>>("hr1", "/api/employeeChange/review");
      expect(queue.totalCount).toBe(1);
      expect(queue.data[0]).toMatchObject({ kind: "address", status: "submitted", canDecide: true });
      const employee2 = queue.data[0]?.employeeId;
      const history = await get<unknown[]>(
        "employee2",
        `/api/employeeaddress/getByEmployeeId?employeeId=${employee2}`,
      );
      expect(history).toHaveLength(1);
      expect(history[0]).toMatchObject({ isCurrent: true, requestId: null });
    });

    it("gives employee1 a salary account at a real branch and a degree, vn1 a visa and passport", async () => {
      expect(
        (await get<{ account: unknown }>("employee1", "/api/employeeBankAccount/getBankAccount")).account,
      ).toMatchObject({
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

  it("has hr1's official fares on the sections whose real fares are known, offered in the form", async () => {
    expect((await get<Paged<SectionFare>>("hr1", "/api/commutationTicket/sectionFare")).totalCount).toBe(5);
    const price = await get<TicketPrice>(
      "employee1",
      `/api/commutationTicket/price?dept=${encodeURIComponent("東京")}&arvl=${encodeURIComponent("荻窪")}`,
    );
    expect(price.oneMonth).toBe(10_990);
    expect(price.basis.official).toEqual({ oneMonth: true, threeMonths: true, sixMonths: true });
  });

  describe("employee records", () => {
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
      expect(history.data[1]?.toMonth).toBe(addMonths(`${history.data[0]?.fromMonth}-01`, -1).slice(0, 7));

      const leader = await get<AccountSummary>("leader1", "/api/employee/account");
      expect(leader.jobRank?.level).toBeGreaterThanOrEqual(4);
      const check = await get<SelfCheck>("employee1", "/api/employee/employeeChe/self-che");
      expect(check.items.filter((item) => !item.isComplete)).toEqual([]);
    });
  });

  describe("seeding again", () => {
    let before: { accounts: Awaited<ReturnType<typeof accounts>>; records: number[] };
    beforeAll(async () => {
      before = { accounts: await accounts(), records: await recordCounts() };
      await resetAndSeedDemoCompany(t.db, "test");
    }, 60_000);

    it("does not seed a database that already has employees", async () => {
      expect(await seedDemoCompanyIfEmpty(t.db, "test")).toBe(false);
    });

    it("reseeds the same company on --reset (deterministic)", async () => {
      expect(await accounts()).toEqual(before.accounts);
    });

    it("seeds the campaigns again, not twice, on --reset", async () => {
      const rows = await t.db.selectFrom("campaigns").select("titleEn").orderBy("startDate").execute();
      expect(rows.map((row) => row.titleEn)).toEqual(campaignsAround(today).map((c) => c.campaign.titleEn));
    });

    it("seeds the same records again, not twice, on --reset", async () => {
      expect(await recordCounts()).toEqual(before.records);
    });

    it("refuses to run in production", async () => {
      await expect(seedDemoCompany(t.db, "production")).rejects.toBeInstanceOf(SeedRefusedError);
      await expect(resetAndSeedDemoCompany(t.db, "production")).rejects.toBeInstanceOf(SeedRefusedError);
    });
  });
});
