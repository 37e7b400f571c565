import { TicketStatus } from "@portal/contract/commutation-ticket/commutation-ticket.constants";
import type { CommutingRoute, Ticket } from "@portal/contract/commutation-ticket/commutation-ticket.schema";
import {
  canTransition,
  type TicketAction,
  ticketActions,
} from "@portal/contract/commutation-ticket/ticket-status-machine";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";
import { createFakeClock } from "../../testing/fake-clock";
import { signIn } from "../../testing/sign-in";
import { createTicketCompany, ticketLeg } from "../../testing/ticket-company";
import { ensureDefaultMenu } from "../menu/default-menu";
import { ensureStations } from "./station.service";

type Auth = { authorization: string };
const S = TicketStatus;

const leg = ticketLeg;

describe("commuting tickets", () => {
  let t: TestApp;
  const clock = createFakeClock(new Date("2026-11-21T03:00:00Z"));
  const auth: Record<string, Auth> = {};
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await buildTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: "1000" }, { clock });
    const company = await createTicketCompany(t, {
      departments: { dev: { leader: "leader1" }, solo: { leader: "boss" } },
      people: {
        employee1: { department: "dev" },
        employee2: { department: "dev" },
        leader1: { department: "dev" },
        boss: { department: "solo" },
        hr1: { department: "dev", roles: { sms: 2 } },
        approver1: { department: "dev", roles: { ticketApprover: 1 } },
      },
    });
    Object.assign(ids, company.ids);
    for (const account of Object.keys(ids)) auth[account] = (await signIn(t, account)).headers;
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.db.deleteFrom("commutationTickets").execute();
    await t.db.deleteFrom("commutingRoutes").execute();
    await t.db.deleteFrom("ticketLogs").execute();
  });

  const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, who: string, payload?: object) =>
    t.app.inject(
      payload === undefined
        ? { method, url: `/api/commutationTicket${url}`, headers: auth[who] }
        : { method, url: `/api/commutationTicket${url}`, headers: auth[who], payload },
    );
  const create = async (who: string, overrides: Record<string, unknown> = {}) => {
    const response = await call("POST", "", who, { tickets: [leg(overrides)] });
    expect(response.statusCode, response.body).toBe(200);
    const route = response.json<CommutingRoute>();
    return route.tickets[route.tickets.length - 1] as Ticket;
  };
  const statusOf = async (id: number) =>
    (
      await t.db
        .selectFrom("commutationTickets")
        .select("status")
        .where("id", "=", id)
        .executeTakeFirstOrThrow()
    ).status;
  const logCount = async (ticketId: number) =>
    (await t.db.selectFrom("ticketLogs").select("id").where("ticketId", "=", ticketId).execute()).length;
  const setStatus = (id: number, status: number) =>
    t.db.updateTable("commutationTickets").set({ status }).where("id", "=", id).execute();

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

      const noReason = await call("POST", "", "employee1", { tickets: [leg({ amount: 25_000 })] });
      expect(noReason.statusCode).toBe(400);
      expect(noReason.json().errors[0].field).toBe("tickets.0.notes");
      const withReason = await create("employee1", { amount: 25_000, notes: "Two lines after the move" });
      expect(withReason.overBudget).toBe(true);
      const route = (await call("GET", "/getDefaultRouteInfo", "employee1")).json();
      expect(route.route).toMatchObject({
        monthlyTotal: 55_000,
        allowanceLimit: 50_000,
        taxableMonthlyAmount: 0,
      });
    });
  });

  describe("the status machine", () => {
    /** Who acts, and how, for each action of the machine. */
    const perform: Record<
      TicketAction,
      (id: number, routeId: number) => Promise<{ statusCode: number; body: string }>
    > = {
      edit: (id) => call("PUT", `/${id}`, "employee1", leg({ notes: "Corrected" })),
      delete: (id, routeId) => call("DELETE", `/${routeId}/delete/${id}`, "employee1"),
      leaderConfirm: (id) => call("PUT", "/leaderConfirmOrReject", "leader1", { ids: [id], confirm: true }),
      leaderReject: (id) =>
        call("PUT", "/leaderConfirmOrReject", "leader1", { ids: [id], confirm: false, reason: "Wrong line" }),
      hrConfirm: (id) => call("PUT", "/hrConfirmOrReject", "hr1", { ids: [id], confirm: true }),
      hrReject: (id) =>
        call("PUT", "/hrConfirmOrReject", "hr1", { ids: [id], confirm: false, reason: "Too dear" }),
      approve: (id) => call("POST", "/approve", "approver1", { ids: [id] }),
      approverReject: (id) => call("POST", `/reject/${id}`, "approver1", { reason: "Check again" }),
      requestCancel: (id) =>
        call("POST", "/cancel", "employee1", {
          ticketId: id,
          cancelDate: "2026-12-10",
          cancelType: "full",
          refundAmount: 10_000,
          cancelReason: 1,
        }),
      approveRefund: (id) => call("POST", "/approveRefund", "hr1", { ids: [id] }),
      rejectRefund: (id) => call("POST", "/rejectRefund", "hr1", { ids: [id], reason: "Used in full" }),
    };

    it.each(ticketActions.flatMap((action) => Object.values(S).map((status) => [action, status] as const)))(
      "%s from status %i: allowed only where the table says",
      async (action, status) => {
        const ticket = await create("employee1");
        await setStatus(ticket.id, status);
        const logsBefore = await logCount(ticket.id);
        const response = await perform[action](ticket.id, ticket.routeId);
        if (canTransition(action, status)) {
          expect([200, 204], response.body).toContain(response.statusCode);
          expect(await logCount(ticket.id)).toBe(logsBefore + 1);
        } else {
          expect(response.statusCode).toBe(409);
          expect(await statusOf(ticket.id)).toBe(status);
        }
      },
    );

    it("refuses an action to the wrong actor (401), and hides tickets from those who may not see them (404)", async () => {
      const ticket = await create("employee1");
      const deny = async (who: string, method: "PUT" | "POST", url: string, body: object) =>
        expect((await call(method, url, who, body)).statusCode).toBe(401);
      const colleague = await call("PUT", "/leaderConfirmOrReject", "employee2", {
        ids: [ticket.id],
        confirm: true,
      });
      expect(colleague.statusCode).toBe(404);
      await deny("hr1", "PUT", "/leaderConfirmOrReject", { ids: [ticket.id], confirm: true });
      await deny("employee1", "PUT", "/leaderConfirmOrReject", { ids: [ticket.id], confirm: true });
      await setStatus(ticket.id, S.managerConfirmed);
      await deny("leader1", "PUT", "/hrConfirmOrReject", { ids: [ticket.id], confirm: true });
      await setStatus(ticket.id, S.hrConfirmed);
      await deny("hr1", "POST", "/approve", { ids: [ticket.id] });
      expect((await call("PUT", `/${ticket.id}`, "employee2", leg())).statusCode).toBe(404);
      expect((await call("GET", `/getTicket/${ticket.id}`, "employee2")).statusCode).toBe(404);
      expect((await call("GET", `/getTicket/${ticket.id}`, "leader1")).statusCode).toBe(200);
      expect((await call("GET", `/getTicket/${ticket.id}`, "hr1")).statusCode).toBe(200);
      expect((await call("GET", `/history/${ids.employee1}`, "employee2")).statusCode).toBe(404);
    });

    it("never lets a leader decide on their own ticket", async () => {
      const own = await create("leader1");
      expect(own.status).toBe(S.submitted);
      await setStatus(own.id, S.submittedToManager);
      const response = await call("PUT", "/leaderConfirmOrReject", "leader1", {
        ids: [own.id],
        confirm: true,
      });
      expect(response.statusCode).toBe(401);
    });

    it("walks a ticket from request to refund, logging each step and telling the next actor", async () => {
      const ticket = await create("employee1");
      const noReason = await call("PUT", "/leaderConfirmOrReject", "leader1", {
        ids: [ticket.id],
        confirm: false,
      });
      expect(noReason.statusCode).toBe(400);
      await perform.leaderReject(ticket.id, ticket.routeId);
      expect((await call("GET", `/getTicket/${ticket.id}`, "employee1")).json()).toMatchObject({
        status: S.rejectedNew,
        rejectReason: "Wrong line",
        waitingOn: "owner",
      });
      expect((await perform.edit(ticket.id, ticket.routeId)).statusCode).toBe(200);
      expect(await statusOf(ticket.id)).toBe(S.submittedToManager);
      for (const step of ["leaderConfirm", "hrConfirm", "approverReject", "hrConfirm", "approve"] as const) {
        const response = await perform[step](ticket.id, ticket.routeId);
        expect(response.statusCode, step).toBe(200);
      }
      expect(await statusOf(ticket.id)).toBe(S.approved);
      expect((await perform.requestCancel(ticket.id, ticket.routeId)).statusCode).toBe(200);
      expect((await perform.approveRefund(ticket.id, ticket.routeId)).statusCode).toBe(200);
      expect(await statusOf(ticket.id)).toBe(S.cancelled);

      const logs = (await call("GET", `/logsTicket/${ticket.id}`, "employee1")).json<{ action: string }[]>();
      expect(logs.map((log) => log.action)).toEqual([
        "submit",
        "leaderReject",
        "edit",
        "leaderConfirm",
        "hrConfirm",
        "approverReject",
        "hrConfirm",
        "approve",
        "requestCancel",
        "approveRefund",
      ]);
      const ownerBell = await t.app.inject({
        method: "GET",
        url: "/api/notifications",
        headers: auth.employee1,
      });
      expect(ownerBell.json().data.map((n: { title: string }) => n.title)).toContain(
        "Commuting ticket approved",
      );
    });

    it("gives exactly one success to two decisions racing on one ticket", async () => {
      const ticket = await create("employee1");
      const [confirm, reject] = await Promise.all([
        call("PUT", "/leaderConfirmOrReject", "leader1", { ids: [ticket.id], confirm: true }),
        call("PUT", "/leaderConfirmOrReject", "leader1", { ids: [ticket.id], confirm: false, reason: "No" }),
      ]);
      expect([confirm.statusCode, reject.statusCode].sort()).toEqual([200, 409]);
      const logs = await t.db
        .selectFrom("ticketLogs")
        .select("action")
        .where("ticketId", "=", ticket.id)
        .execute();
      expect(logs).toHaveLength(2);
    });

    it("decides several tickets at once, reporting the ones it could not", async () => {
      const first = await create("employee1");
      const second = await create("employee2", { startDate: "2026-12-05" });
      await setStatus(second.id, S.approved);
      const response = await call("PUT", "/leaderConfirmOrReject", "leader1", {
        ids: [first.id, second.id],
        confirm: true,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        decided: [first.id],
        refused: [{ id: second.id, message: expect.stringContaining("cannot be changed") }],
      });
    });
  });

  describe("the other calls of the employee side", () => {
    it("adds a leg to the own route only, edits through POST update, and deletes a whole route", async () => {
      const first = await create("employee1");
      const added = await call(
        "POST",
        `/${first.routeId}/add`,
        "employee1",
        leg({ departure: "東京", arrival: "品川" }),
      );
      expect(added.statusCode, added.body).toBe(200);
      expect(added.json<CommutingRoute>().tickets.map((ticket) => ticket.ticketSequence)).toEqual([1, 2]);
      expect((await call("POST", `/${first.routeId}/add`, "employee2", leg())).statusCode).toBe(404);

      const updated = await call("POST", "/update", "employee1", {
        ...leg({ amount: 11_000 }),
        id: first.id,
      });
      expect(updated.statusCode, updated.body).toBe(200);
      expect(updated.json()).toMatchObject({ id: first.id, amount: 11_000, status: S.submittedToManager });

      expect((await call("GET", `/${first.routeId}`, "employee1")).json().tickets).toHaveLength(2);
      expect((await call("GET", `/${first.routeId}`, "employee2")).statusCode).toBe(404);
      expect((await call("GET", `/${first.routeId}`, "leader1")).statusCode).toBe(200);
      expect((await call("DELETE", `/${first.routeId}`, "employee1")).statusCode).toBe(204);
      expect((await call("GET", "/getDefaultRouteInfo", "employee1")).json().route).toBeNull();
    });

    it("pages the own history ten at a time, by headers or by path", async () => {
      for (let day = 1; day <= 12; day++) {
        const ticket = await create("employee1", {
          startDate: `2026-12-${String(day).padStart(2, "0")}`,
          departure: `駅${day}`,
        });
        await setStatus(ticket.id, S.cancelled);
      }
      const second = await t.app.inject({
        method: "GET",
        url: "/api/commutationTicket/history/my",
        headers: { ...auth.employee1, "x-pagination-page": "2", "x-pagination-size": "10" },
      });
      expect(second.headers["x-total-count"]).toBe("12");
      expect(second.json().data.map((ticket: Ticket) => ticket.startDate)).toEqual([
        "2026-12-02",
        "2026-12-01",
      ]);
      const byPath = (await call("GET", "/history/my/2", "employee1")).json();
      expect(byPath.data).toHaveLength(2);
      expect((await call("GET", `/history/${ids.employee1}`, "hr1")).json().totalCount).toBe(12);
    });

    it("spreads a ticket's amount over its months as its payments, and gives the working address", async () => {
      const ticket = await create("employee1", { amount: 10_000, duration: 3 });
      expect((await call("GET", `/payment/${ticket.id}`, "employee1")).json()).toEqual([
        { month: "2026-12", amount: 3_333 },
        { month: "2027-01", amount: 3_333 },
        { month: "2027-02", amount: 3_334 },
      ]);
      expect((await call("GET", `/payment/${ticket.id}`, "employee2")).statusCode).toBe(404);
      expect((await call("GET", "/address", "employee1")).json()).toMatchObject({
        postCode: "1000005",
        workingAddress: "〒100-0005 東京都千代田区丸の内1-1-1",
      });
    });
  });

  describe("continuing and cancelling", () => {
    it("continues an approved ticket from the day after it ends, straight to HR", async () => {
      const ticket = await create("employee1");
      await setStatus(ticket.id, S.approved);
      const continuation = {
        ...leg({ startDate: "2027-01-01" }),
        kind: "continueTicket",
        previousTicketId: ticket.id,
      };
      const wrongStart = await call("POST", "", "employee1", {
        tickets: [{ ...continuation, startDate: "2027-01-02" }],
      });
      expect(wrongStart.json().errors[0].field).toBe("tickets.0.startDate");
      const changed = await call("POST", "", "employee1", { tickets: [{ ...continuation, amount: 9_000 }] });
      expect(changed.statusCode).toBe(400);
      expect((await call("GET", `/getTicket/${ticket.id}`, "employee1")).json().canContinue).toBe(false);
      const endingSoon = await create("employee1", { startDate: "2026-11-01", departure: "渋谷" });
      await setStatus(endingSoon.id, S.approved);
      const soon = (await call("GET", `/getTicket/${endingSoon.id}`, "employee1")).json();
      expect(soon.canContinue, JSON.stringify(soon)).toBe(true);
      expect((await call("GET", `/getTicket/${endingSoon.id}`, "hr1")).json().canContinue).toBe(false);
      await create("employee1", {
        startDate: "2026-12-01",
        departure: "渋谷",
        kind: "continueTicket",
        previousTicketId: endingSoon.id,
      });
      expect((await call("GET", `/getTicket/${endingSoon.id}`, "employee1")).json().canContinue).toBe(false);
      const next = await create("employee1", {
        startDate: "2027-01-01",
        kind: "continueTicket",
        previousTicketId: ticket.id,
      });
      expect(next).toMatchObject({ status: S.submitted, isNewTicket: false, previousTicketId: ticket.id });
    });

    it("says how many legs a route may hold, in the message and on the field", async () => {
      await create("employee1");
      const tooMany = await call("POST", "", "employee1", {
        tickets: Array.from({ length: 10 }, (_, i) => leg({ departure: `駅${i}` })),
      });
      expect(tooMany.statusCode).toBe(400);
      expect(tooMany.json().message).toBe("A route holds at most 10 tickets in force.");
    });

    it("checks the cancel form's rules", async () => {
      const ticket = await create("employee1");
      await setStatus(ticket.id, S.approved);
      const cancel = (body: Record<string, unknown>) =>
        call("POST", "/cancel", "employee1", {
          ticketId: ticket.id,
          cancelDate: "2026-12-10",
          cancelType: "partial",
          refundAmount: 5_000,
          cancelReason: 1,
          ...body,
        });
      const fieldOf = async (body: Record<string, unknown>) => {
        const response = await cancel(body);
        expect(response.statusCode).toBe(400);
        return response.json().errors[0];
      };
      expect(await fieldOf({})).toMatchObject({ field: "evidenceIds" });
      expect(await fieldOf({ refundAmount: 10_001 })).toEqual({
        field: "refundAmount",
        errorMessage:
          "The refund amount value of ticket is not suitable, the minimum refund value is 0 and the maximum is equal to the amount value of ticket. ",
      });
      expect(await fieldOf({ refundAmount: -1 })).toEqual({
        field: "refundAmount",
        errorMessage: "Refund amount invalid. ",
      });
      expect(await fieldOf({ cancelType: "full", refundAmount: 9_000 })).toMatchObject({
        field: "refundAmount",
      });
      expect(await fieldOf({ cancelReason: 6, cancelType: "renewal", refundAmount: 0 })).toEqual({
        field: "note",
        errorMessage: "Note is required. ",
      });
      const renewal = await cancel({ cancelType: "renewal", refundAmount: 0 });
      expect(renewal.statusCode, renewal.body).toBe(200);
      expect(renewal.json()).toMatchObject({ status: S.cancelling, cancelType: "renewal", refundAmount: 0 });
    });

    it("lets the owner delete a ticket nobody has confirmed, not one in force", async () => {
      const ticket = await create("employee1");
      expect((await call("DELETE", `/${ticket.routeId}/delete/${ticket.id}`, "employee2")).statusCode).toBe(
        404,
      );
      expect((await call("DELETE", `/${ticket.routeId}/delete/${ticket.id}`, "employee1")).statusCode).toBe(
        204,
      );
      const approved = await create("employee1");
      await setStatus(approved.id, S.approved);
      expect((await call("DELETE", `/${approved.routeId}`, "employee1")).statusCode).toBe(409);
    });
  });

  describe("reference data", () => {
    it("suggests stations by name, line or operator, case- and width-insensitive, at most 500", async () => {
      await ensureStations(t.db);
      const shinjuku = (
        await call("GET", `/station?search=${encodeURIComponent("新宿")}`, "employee1")
      ).json();
      expect(shinjuku[0]).toMatchObject({
        name: expect.stringMatching(/^新宿/),
        label: expect.stringContaining("("),
      });
      const fullWidth = (
        await call("GET", `/station?search=${encodeURIComponent("ＪＲ松山")}`, "employee1")
      ).json();
      expect(fullWidth.map((s: { name: string }) => s.name)).toContain("JR松山駅前");
      const many = (await call("GET", `/station?search=${encodeURIComponent("線")}`, "employee1")).json();
      expect(many).toHaveLength(500);
      expect(
        (await call("POST", "/station", "employee1", { name: "新駅", line: "新線", operator: "新鉄道" }))
          .statusCode,
      ).toBe(401);
      expect(
        (await call("POST", "/station", "hr1", { name: "新駅", line: "新線", operator: "新鉄道" }))
          .statusCode,
      ).toBe(200);
      expect(
        (await call("POST", "/station", "hr1", { name: "新駅", line: "新線", operator: "新鉄道" }))
          .statusCode,
      ).toBe(409);
    });

    it("offers the amounts last approved for a section", async () => {
      const empty = await call(
        "GET",
        `/price?dept=${encodeURIComponent("新宿")}&arvl=${encodeURIComponent("東京")}`,
        "employee1",
      );
      expect(empty.json()).toEqual({ oneMonth: null, threeMonths: null, sixMonths: null });
      const ticket = await create("employee2", { amount: 6_500 });
      await setStatus(ticket.id, S.approved);
      const price = await call(
        "GET",
        `/price?dept=${encodeURIComponent("新宿")}&arvl=${encodeURIComponent("東京")}`,
        "employee1",
      );
      expect(price.json()).toEqual({ oneMonth: 6_500, threeMonths: null, sixMonths: null });
    });

    it("lists the leader's queue and counts it in the leader's menu", async () => {
      await create("employee1");
      await create("leader1", { startDate: "2026-12-02" });
      const queue = await call("GET", "/getTicketLeaderConfirm/leader1", "leader1");
      expect(queue.json().map((ticket: Ticket) => ticket.account)).toEqual(["employee1"]);
      expect(queue.json()[0].allowedActions).toEqual(["leaderConfirm", "leaderReject"]);
      expect((await call("GET", "/getTicketLeaderConfirm/leader1", "employee1")).statusCode).toBe(401);
      await ensureDefaultMenu(t.db);
      const menu = await t.app.inject({ method: "GET", url: "/api/menu/fes/leader1", headers: auth.leader1 });
      const queueItem = menu.json().find((item: { title: string }) => item.title === "ticketLeaderQueue");
      expect(queueItem).toMatchObject({ number: 1, routePath: ["/commuting-ticket/leader"] });
    });
  });
});
