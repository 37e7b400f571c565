import { TicketStatus } from "@portal/contract/commutation-ticket/commutation-ticket.constants";
import { beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../testing/build-test-app";
import { ticketLeg as leg } from "../../testing/ticket-company";
import { ownersTestApp } from "./ticket-test-app";

const S = TicketStatus;

describe("commuting tickets", () => {
  const owners = ownersTestApp();
  const { auth, call, create } = owners;
  let t: TestApp;
  beforeAll(() => {
    t = owners.t();
  });

  describe("asking for a ticket", () => {
    it("sends a new ticket to the leader, with the end date and the working address", async () => {
      const ticket = await create("employee1");
      expect(ticket).toMatchObject({
        status: S.submittedToManager,
        endDate: "2026-12-31",
        displayStartDate: "20261201",
        workingAddress: "〒100-0005 東京都千代田区丸の内1-1-1",
        waitingOn: "leader",
        allowedActions: ["edit", "delete"],
        isNewTicket: true,
      });
      const leaderBell = await t.app.inject({
        method: "GET",
        url: "/api/notifications",
        headers: auth.leader1,
      });
      expect(leaderBell.json().data[0].title).toContain("Commuting ticket to confirm");
    });

    it("sends it straight to HR when the employee has no leader but themselves", async () => {
      expect((await create("boss")).status).toBe(S.submitted);
    });

    it("answers bad input with the spec's messages on the fields, writing nothing", async () => {
      const response = await call("POST", "", "employee1", {
        tickets: [leg({ departure: " ", amount: 0, startDate: undefined })],
      });
      expect(response.statusCode).toBe(400);
      const errors = response.json<{ errors: { field: string; errorMessage: string }[] }>().errors;
      expect(errors).toEqual(
        expect.arrayContaining([
          { field: "tickets.0.departure", errorMessage: "Departure required." },
          { field: "tickets.0.amount", errorMessage: "Amount invalid." },
          { field: "tickets.0.startDate", errorMessage: "Start date required." },
        ]),
      );
      const ja = await t.app.inject({
        method: "POST",
        url: "/api/commutationTicket",
        headers: { ...auth.employee1, "content-language": "ja" },
        payload: { tickets: [leg({ arrival: "" })] },
      });
      expect(ja.json().errors[0]).toEqual({
        field: "tickets.0.arrival",
        errorMessage: "到着駅を入力してください。",
      });
      // A station name too long says so, with the limit, not that it is missing.
      const long = "渋".repeat(101);
      const tooLong = await call("POST", "", "employee1", { tickets: [leg({ departure: long })] });
      expect(tooLong.json().errors).toEqual([
        { field: "tickets.0.departure", errorMessage: "Use at most 100 characters." },
      ]);
      const tooLongJa = await t.app.inject({
        method: "POST",
        url: "/api/commutationTicket",
        headers: { ...auth.employee1, "content-language": "ja" },
        payload: { tickets: [leg({ arrival: long })] },
      });
      expect(tooLongJa.json().errors).toEqual([
        { field: "tickets.0.arrival", errorMessage: "100文字以内で入力してください。" },
      ]);
      expect(await t.db.selectFrom("commutationTickets").select("id").execute()).toEqual([]);
    });

    it("refuses a start before the allowed window, and fixes a 6-month ticket to Train and 6 months", async () => {
      const early = await call("POST", "", "employee1", { tickets: [leg({ startDate: "2026-10-01" })] });
      expect(early.json().errors[0].field).toBe("tickets.0.startDate");
      const disabled = (await call("GET", "/disabledTime", "employee1")).json();
      expect(disabled).toEqual({
        minStartDate: "2026-10-21",
        maxStartDate: "2027-11-21",
        disabledRanges: [],
      });
      const bus6 = await call("POST", "", "employee1", {
        tickets: [leg({ kind: "createTicket6Months", transportType: "Bus", duration: 6 })],
      });
      expect(bus6.statusCode).toBe(400);
      expect((await create("employee1", { kind: "createTicket6Months", duration: 6 })).endDate).toBe(
        "2027-05-31",
      );
    });

    it("refuses a start more than a year ahead, and a date the pickers do not offer", async () => {
      const late = await call("POST", "", "employee1", { tickets: [leg({ startDate: "2027-11-22" })] });
      expect(late.statusCode).toBe(400);
      expect(late.json().errors).toEqual([
        {
          field: "tickets.0.startDate",
          errorMessage: "A ticket can start at most a year ahead, on 2027/11/21 at the latest.",
        },
      ]);
      const farAway = await call("POST", "", "employee1", { tickets: [leg({ startDate: "9999-12-01" })] });
      expect(farAway.json().errors).toEqual([
        { field: "tickets.0.startDate", errorMessage: "Choose a date from 2000/01/01 to 2030/12/31." },
      ]);
      expect((await create("employee1", { startDate: "2027-11-21", duration: 1 })).endDate).toBe(
        "2027-12-20",
      );
    });

    it("refuses a second pass on a section for an overlapping period, either way round, and offers to continue", async () => {
      const held = await create("employee1", { departure: "渋谷", arrival: "新宿", amount: 4_620 });
      const refused = [
        { departure: "渋谷", arrival: "新宿", startDate: "2026-12-10", duration: 1 },
        { departure: "新宿", arrival: "渋谷", startDate: "2026-11-25", duration: 3 },
        { departure: " 渋谷", arrival: "新宿 ", startDate: "2026-12-31" },
      ];
      for (const overlap of refused) {
        const response = await call("POST", "", "employee1", { tickets: [leg(overlap)] });
        expect(response.statusCode).toBe(409);
        expect(response.json().errors).toEqual([
          {
            field: "tickets.0.startDate",
            errorMessage:
              "You already hold a pass for 渋谷 – 新宿 from 2026/12/01 to 2026/12/31, and this period overlaps it. Continue that ticket from 2027/01/01 instead of asking for a second pass.",
          },
        ]);
      }
      // Two legs of one request on one section overlapping each other: the same.
      const twice = await call("POST", "", "employee1", {
        tickets: [
          leg({ startDate: "2027-01-01" }),
          leg({ departure: "東京", arrival: "新宿", startDate: "2027-01-15" }),
        ],
      });
      expect(twice.statusCode).toBe(409);
      expect(twice.json().errors[0].field).toBe("tickets.1.startDate");

      // After it ends, or on another section, a pass is welcome; the route costs each day's passes once.
      await create("employee1", {
        departure: "渋谷",
        arrival: "新宿",
        startDate: "2027-01-01",
        amount: 4_620,
      });
      await create("employee1", { departure: "新宿", arrival: "東京", amount: 2_000 });
      const route = (await call("GET", "/getDefaultRouteInfo", "employee1")).json();
      expect(route.route.tickets.map((ticket: { id: number }) => ticket.id)).toContain(held.id);
      expect(route.route.monthlyTotal).toBe(6_620);
      const ja = await t.app.inject({
        method: "POST",
        url: "/api/commutationTicket",
        headers: { ...auth.employee1, "content-language": "ja" },
        payload: { tickets: [leg({ departure: "新宿", arrival: "東京", startDate: "2026-12-20" })] },
      });
      expect(ja.json().errors[0].errorMessage).toBe(
        "新宿〜東京の定期（2026/12/01〜2026/12/31）をすでにお持ちで、期間が重なっています。2枚目を申請せず、その申請を2027/01/01から継続してください。",
      );
    });

    it("asks for a reason when the route goes over the allowance, and computes the monthly cost", async () => {
      await create("employee1", { amount: 90_000, duration: 3 });
      const check = (amount: number, duration: number) =>
        call("POST", "/checkOverBudget", "employee1", {
          startDate: "2026-12-01T00:00:00.000Z",
          endDate: "2026-12-31T00:00:00.000Z",
          amount,
          duration,
        });
      expect((await check(20_000, 1)).json()).toEqual({ data: false });
      expect((await check(20_001, 1)).json()).toEqual({ data: true });
      expect((await check(60_000, 3)).json()).toEqual({ data: false });
      // The mobile app sends id 0 for a new ticket, as the web sends null.
      for (const id of [0, null]) {
        const asNew = await call("POST", "/checkOverBudget", "employee1", {
          id,
          startDate: "2026-12-01",
          endDate: "2026-12-31",
          amount: 20_001,
          duration: 1,
        });
        expect(asNew.statusCode).toBe(200);
        expect(asNew.json()).toEqual({ data: true });
      }

      // A second line, on another section (the same section twice would be a second pass).
      const secondLine = { departure: "東京", arrival: "品川", amount: 25_000 };
      const noReason = await call("POST", "", "employee1", { tickets: [leg(secondLine)] });
      expect(noReason.statusCode).toBe(400);
      expect(noReason.json().errors[0].field).toBe("tickets.0.notes");
      const withReason = await create("employee1", { ...secondLine, notes: "Two lines after the move" });
      expect(withReason.overBudget).toBe(true);
      const route = (await call("GET", "/getDefaultRouteInfo", "employee1")).json();
      expect(route.route).toMatchObject({
        monthlyTotal: 55_000,
        allowanceLimit: 50_000,
        taxableMonthlyAmount: 0,
      });
    });
  });
});
