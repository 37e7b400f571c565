import { TicketStatus } from "@portal/contract/commutation-ticket/commutation-ticket.constants";
import type {
  CommutingRoute,
  Evidence,
  Ticket,
  TicketLog,
} from "@portal/contract/commutation-ticket/commutation-ticket.schema";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";
import { createFakeClock } from "../../testing/fake-clock";
import { signIn } from "../../testing/sign-in";
import { createTicketCompany, ticketLeg } from "../../testing/ticket-company";
import { imageBytes, multipartPayload } from "../../testing/upload";
import { ensureDefaultMenu } from "../menu/default-menu";
import { remindWaitingDecisions } from "./jobs/decision-reminder.job";

type Auth = { authorization: string };
type Who = string | null;
const S = TicketStatus;
const png = imageBytes.png;

const leg = ticketLeg;

describe("commuting tickets, the deciders' side", () => {
  let t: TestApp;
  const clock = createFakeClock(new Date("2026-11-21T03:00:00Z"));
  const auth: Record<string, Auth> = {};
  const ids: Record<string, number> = {};
  let devId = 0;

  beforeAll(async () => {
    t = await buildTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: "1000" }, { clock });
    const company = await createTicketCompany(t, {
      departments: {
        dev: { leader: "leader1", nameEn: "Development", nameJa: "開発部" },
        sales: { leader: "leader2", nameEn: "Sales", nameJa: "営業部" },
      },
      people: {
        employee1: { department: "dev", fullName: "佐藤 花子" },
        employee2: { department: "dev" },
        leader1: { department: "dev" },
        seller: { department: "sales" },
        leader2: { department: "sales" },
        hr1: { department: "sales", roles: { sms: 2 } },
        approver1: { department: "sales", roles: { ticketApprover: 1 } },
        delegate1: { department: "sales", roles: { delegator: 1 } },
        admin1: { department: "sales", roles: { administrator: 1 } },
      },
    });
    Object.assign(ids, company.ids);
    devId = company.departments.dev ?? 0;
    await ensureDefaultMenu(t.db);
    await signInAll();
  });
  const signInAll = async () => {
    for (const account of Object.keys(ids)) auth[account] = (await signIn(t, account)).headers;
  };
  /** Moves the company's clock; sessions are signed in again (their tokens would have expired). */
  const moveTo = async (iso: string) => {
    clock.set(new Date(iso));
    await signInAll();
  };
  afterAll(() => t.close());
  beforeEach(async () => {
    if (clock.now().toISOString() !== "2026-11-21T03:00:00.000Z") await moveTo("2026-11-21T03:00:00Z");
    for (const table of ["ticketEvidences", "commutationTickets", "commutingRoutes", "ticketLogs"] as const) {
      await t.db.deleteFrom(table).execute();
    }
    await t.db.deleteFrom("ticketDelegations").execute();
    await t.db.deleteFrom("notifications").execute();
  });

  const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, who: Who, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/commutationTicket${url}`,
      headers: { ...(who ? auth[who] : {}), "x-pagination-size": "20" },
      ...(payload !== undefined && { payload }),
    });
  const create = async (who: string, overrides: Record<string, unknown> = {}) => {
    const response = await call("POST", "", who, { tickets: [leg(overrides)] });
    expect(response.statusCode, response.body).toBe(200);
    const route = response.json<CommutingRoute>();
    return route.tickets[route.tickets.length - 1] as Ticket;
  };
  const setStatus = (id: number, status: number) =>
    t.db.updateTable("commutationTickets").set({ status }).where("id", "=", id).execute();
  const statusOf = async (id: number) =>
    (
      await t.db
        .selectFrom("commutationTickets")
        .select("status")
        .where("id", "=", id)
        .executeTakeFirstOrThrow()
    ).status;
  const logsOf = async (id: number, who = "hr1") =>
    (await call("GET", `/logsTicket/${id}`, who)).json<TicketLog[]>();
  const bell = async (who: string) =>
    (await t.app.inject({ method: "GET", url: "/api/notifications", headers: auth[who] })).json<{
      data: { title: string; message: string }[];
    }>().data;

  describe("queues", () => {
    it("gives HR the tickets waiting for them and the approver the HR-confirmed ones", async () => {
      const waitingForLeader = await create("employee1");
      const toHr = await create("employee2");
      await setStatus(toHr.id, S.managerConfirmed);
      const toApprover = await create("seller");
      await setStatus(toApprover.id, S.hrConfirmed);

      const hrQueue = await call("GET", "/getTicketHrConfirm/hr1", "hr1");
      expect(hrQueue.statusCode).toBe(200);
      expect(hrQueue.json<Ticket[]>().map((ticket) => ticket.id)).toEqual([toHr.id]);
      expect(hrQueue.json<Ticket[]>()[0]).toMatchObject({
        allowedActions: ["hrConfirm", "hrReject"],
        departmentName: "Development",
        departmentNameJa: "開発部",
        hrNote: "",
      });
      const approverQueue = await call("POST", "/ticketRequest", "approver1", {});
      expect(approverQueue.json<Ticket[]>().map((ticket) => ticket.id)).toEqual([toApprover.id]);
      expect(approverQueue.json<Ticket[]>()[0]?.allowedActions).toEqual(["approve", "approverReject"]);

      expect((await call("GET", "/getTicketHrConfirm/employee1", "employee1")).statusCode).toBe(401);
      expect((await call("GET", "/getTicketHrConfirm/hr1", "employee1")).statusCode).toBe(401);
      expect((await call("POST", "/ticketRequest", "hr1", {})).statusCode).toBe(401);
      expect((await call("POST", "/ticketRequest", null, {})).statusCode).toBe(403);
      expect(waitingForLeader.status).toBe(S.submittedToManager);
    });

    it("searches with filters, pages 20 at a time with X-Total-Count, and lists the base path", async () => {
      // A route holds at most 10 legs: 10 each for two employees of the department, 2 for its leader.
      for (const [account, count] of [
        ["employee1", 10],
        ["employee2", 10],
        ["leader1", 2],
      ] as const) {
        // Each leg a section of its own: an identical active leg would be refused.
        for (let index = 0; index < count; index++) {
          await create(account, { amount: 1000 + index, departure: `Station ${index}` });
        }
      }
      await create("seller", { transportType: "Bus", departure: "渋谷", arrival: "池袋" });
      const firstPage = await call("POST", "/search", "hr1", { departmentId: devId });
      expect(firstPage.statusCode).toBe(200);
      expect(firstPage.headers["x-total-count"]).toBe("22");
      expect(firstPage.json().data).toHaveLength(20);
      const second = await t.app.inject({
        method: "POST",
        url: "/api/commutationTicket/search",
        headers: { ...auth.hr1, "x-pagination-page": "2", "x-pagination-size": "20" },
        payload: { departmentId: devId },
      });
      expect(second.json().data).toHaveLength(2);

      const bus = await call("POST", "/search", "approver1", { transportType: "Bus", employee: "SELL" });
      expect(bus.json().data.map((ticket: Ticket) => ticket.account)).toEqual(["seller"]);
      const byName = await call("POST", "/search", "hr1", { employee: "花子" });
      expect(byName.json().totalCount).toBe(10);
      const none = await call("POST", "/search", "hr1", {
        statuses: [S.approved],
        from: "2026-12-01",
        to: "2026-12-31",
      });
      expect(none.json()).toEqual({ data: [], totalCount: 0 });
      const literal = await call("POST", "/search", "hr1", { employee: "%" });
      expect(literal.json().totalCount).toBe(0);

      const list = await call("GET", "", "hr1");
      expect(list.headers["x-total-count"]).toBe("23");
      expect(list.json().data).toHaveLength(20);

      const backwards = await call("POST", "/search", "hr1", { from: "2026-12-31", to: "2026-12-01" });
      expect(backwards.statusCode).toBe(400);
      expect(backwards.json().errors[0]).toMatchObject({ field: "to" });
      expect((await call("POST", "/search", "hr1", { unknown: 1 })).statusCode).toBe(400);
      expect((await call("POST", "/search", "employee1", {})).statusCode).toBe(401);
      expect((await call("POST", "/search", "leader1", {})).statusCode).toBe(401);
    });

    it("lists refunds to settle first, for HR only", async () => {
      const settled = await create("employee1");
      await setStatus(settled.id, S.cancelled);
      const open = await create("employee2");
      await setStatus(open.id, S.cancelling);
      await create("seller");
      const refunds = await call("POST", "/refunds", "hr1", {});
      expect(refunds.headers["x-total-count"]).toBe("2");
      expect(refunds.json().data.map((ticket: Ticket) => ticket.id)).toEqual([open.id, settled.id]);
      const onlyOpen = await call("POST", "/refunds", "hr1", { statuses: [S.cancelling] });
      expect(onlyOpen.json().totalCount).toBe(1);
      expect((await call("POST", "/refunds", "approver1", {})).statusCode).toBe(401);
    });
  });

  describe("the whole path", () => {
    it("goes from request through leader, HR and approver to a refund, telling each next decider", async () => {
      const ticket = await create("employee1");
      const leader = await call("PUT", "/leaderConfirmOrReject", "leader1", {
        ids: [ticket.id],
        confirm: true,
      });
      expect(leader.json()).toEqual({ decided: [ticket.id], refused: [] });
      expect((await bell("hr1"))[0]?.title).toContain("Commuting ticket to confirm");
      expect((await bell("employee1"))[0]?.title).toBe("Your leader confirmed your commuting ticket");
      await call("PUT", "/hrConfirmOrReject", "hr1", { ids: [ticket.id], confirm: true });
      expect((await bell("approver1"))[0]?.title).toContain("to approve");
      expect((await bell("employee1"))[0]?.title).toBe("HR confirmed your commuting ticket");
      const sentBack = await call("POST", `/reject/${ticket.id}`, "approver1", { reason: "Wrong amount?" });
      expect(sentBack.json<Ticket>().status).toBe(S.rejectedToHr);
      expect((await bell("hr1"))[0]?.message).toContain("Wrong amount?");
      expect((await bell("employee1"))[0]?.title).toBe("Your commuting ticket is checked again");
      await call("PUT", "/hrConfirmOrReject", "hr1", { ids: [ticket.id], confirm: true });
      await call("POST", "/approve", "approver1", { ids: [ticket.id] });
      expect(await statusOf(ticket.id)).toBe(S.approved);
      expect((await bell("employee1"))[0]?.title).toContain("approved");

      const cancel = await call("POST", "/cancel", "employee1", {
        ticketId: ticket.id,
        cancelDate: "2026-12-10",
        cancelType: "full",
        refundAmount: 10_000,
        cancelReason: 1,
      });
      expect(cancel.statusCode, cancel.body).toBe(200);
      const refund = await call("POST", "/approveRefund", "hr1", { ids: [ticket.id] });
      expect(refund.json()).toEqual({ decided: [ticket.id], refused: [] });
      expect(await statusOf(ticket.id)).toBe(S.cancelled);
      const actions = (await logsOf(ticket.id)).map((log) => log.action);
      expect(actions).toEqual([
        "submit",
        "leaderConfirm",
        "hrConfirm",
        "approverReject",
        "hrConfirm",
        "approve",
        "requestCancel",
        "approveRefund",
      ]);
    });
  });

  describe("delegation", () => {
    const delegate = (who: string, body: Record<string, unknown>) => call("POST", "/delegations", who, body);

    it("lets a leader's delegate decide their queue during the period, logged as decided for the leader", async () => {
      const ticket = await create("employee1");
      const menuOf = async (who: string) =>
        JSON.stringify(
          (await t.app.inject({ method: "GET", url: `/api/menu/fes/${who}`, headers: auth[who] })).json(),
        );
      // A delegator without a delegation holds no queue, so the menu offers none.
      expect(await menuOf("delegate1")).not.toContain("ticketLeaderQueue");
      const given = await delegate("leader1", {
        delegateId: ids.delegate1,
        role: "leader",
        fromDate: "2026-11-21",
        toDate: "2026-11-30",
      });
      expect(given.statusCode, given.body).toBe(200);
      expect(given.json()).toMatchObject({ active: true, delegatorName: expect.any(String) });

      expect(await menuOf("delegate1")).toContain("ticketLeaderQueue");
      const queue = await call("GET", "/getTicketLeaderConfirm/delegate1", "delegate1");
      expect(queue.json<Ticket[]>().map((row) => row.id)).toEqual([ticket.id]);
      const menu = await t.app.inject({
        method: "GET",
        url: "/api/menu/fes/updateNumber",
        headers: auth.delegate1,
      });
      // The delegate holds one queue: the leader's, with its one ticket.
      expect(menu.json<{ number: number }[]>().filter((item) => item.number > 0)).toEqual([
        expect.objectContaining({ number: 1 }),
      ]);

      const decided = await call("PUT", "/leaderConfirmOrReject", "delegate1", {
        ids: [ticket.id],
        confirm: true,
      });
      expect(decided.json()).toEqual({ decided: [ticket.id], refused: [] });
      const log = (await logsOf(ticket.id)).find((row) => row.action === "leaderConfirm");
      expect(log).toMatchObject({ via: "delegation", onBehalfOfName: expect.any(String) });
      expect(log?.actorName).not.toBe(log?.onBehalfOfName);

      // After the period the delegate holds nothing.
      const later = await create("employee2");
      await moveTo("2026-12-01T03:00:00Z");
      const refused = await call("PUT", "/leaderConfirmOrReject", "delegate1", {
        ids: [later.id],
        confirm: true,
      });
      expect(refused.statusCode).toBe(404);
      expect((await call("GET", "/getTicketLeaderConfirm/delegate1", "delegate1")).json()).toEqual([]);
    });

    it("does not let a delegation start before its period", async () => {
      const ticket = await create("employee1");
      await delegate("leader1", {
        delegateId: ids.delegate1,
        role: "leader",
        fromDate: "2026-11-25",
        toDate: "2026-11-30",
      });
      const early = await call("PUT", "/leaderConfirmOrReject", "delegate1", {
        ids: [ticket.id],
        confirm: true,
      });
      expect(early.statusCode).toBe(404);
      expect(await statusOf(ticket.id)).toBe(S.submittedToManager);
    });

    it("lets an approver's delegate approve, and refuses delegations that break the rules", async () => {
      const ticket = await create("seller");
      await setStatus(ticket.id, S.hrConfirmed);
      const given = await delegate("approver1", {
        delegateId: ids.delegate1,
        role: "approver",
        fromDate: "2026-11-20",
        toDate: "2026-11-22",
      });
      expect(given.statusCode).toBe(200);
      expect((await call("POST", "/ticketRequest", "delegate1", {})).json()).toHaveLength(1);
      expect((await call("POST", "/approve", "delegate1", { ids: [ticket.id] })).json().decided).toEqual([
        ticket.id,
      ]);
      expect((await logsOf(ticket.id)).at(-1)).toMatchObject({ action: "approve", via: "delegation" });

      const refusals = [
        [
          { delegateId: ids.employee2, role: "approver", fromDate: "2026-12-01", toDate: "2026-12-02" },
          "delegateId",
        ],
        [
          { delegateId: ids.approver1, role: "approver", fromDate: "2026-12-01", toDate: "2026-12-02" },
          "delegateId",
        ],
        [{ delegateId: ids.delegate1, role: "leader", fromDate: "2026-12-01", toDate: "2026-12-02" }, "role"],
        [
          { delegateId: ids.delegate1, role: "approver", fromDate: "2026-11-01", toDate: "2026-11-02" },
          "toDate",
        ],
        [
          { delegateId: ids.delegate1, role: "approver", fromDate: "2026-12-01", toDate: "2028-12-02" },
          "toDate",
        ],
        [
          { delegateId: ids.delegate1, role: "approver", fromDate: "2026-12-03", toDate: "2026-12-01" },
          "toDate",
        ],
      ] as const;
      for (const [body, field] of refusals) {
        const response = await delegate("approver1", body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(response.json().errors[0].field).toBe(field);
      }
      const overlap = await delegate("approver1", {
        delegateId: ids.delegate1,
        role: "approver",
        fromDate: "2026-11-22",
        toDate: "2026-11-25",
      });
      expect(overlap.statusCode).toBe(409);
      expect(
        (
          await delegate("employee1", {
            delegateId: ids.delegate1,
            role: "leader",
            fromDate: "2026-12-01",
            toDate: "2026-12-02",
          })
        ).statusCode,
      ).toBe(400);

      const mine = (await call("GET", "/delegations", "approver1")).json();
      expect(mine.canDelegate).toEqual(["approver"]);
      expect(mine.given).toHaveLength(1);
      expect((await call("GET", "/delegations", "delegate1")).json().received).toHaveLength(1);
      const candidates = await call("GET", "/delegations/candidates?search=deleg", "approver1");
      expect(candidates.json().map((row: { account: string }) => row.account)).toEqual(["delegate1"]);
      expect((await call("GET", "/delegations/candidates?search=deleg", "employee1")).statusCode).toBe(401);

      // Withdrawn after it began: it ends yesterday, and the delegate holds the queue no more.
      expect((await call("DELETE", `/delegations/${given.json().id}`, "delegate1")).statusCode).toBe(404);
      expect((await call("DELETE", `/delegations/${given.json().id}`, "approver1")).statusCode).toBe(204);
      expect((await call("POST", "/ticketRequest", "delegate1", {})).statusCode).toBe(401);
    });
  });

  describe("acting for an employee", () => {
    it("lets HR enter, correct and cancel an employee's ticket, logged as done for them", async () => {
      const added = await call("POST", "/addTicketAF", "hr1", {
        employeeId: ids.employee1,
        tickets: [leg()],
      });
      expect(added.statusCode, added.body).toBe(200);
      const route = added.json<CommutingRoute>();
      expect(route.employeeId).toBe(ids.employee1);
      const ticket = route.tickets[0] as Ticket;
      expect(ticket.status).toBe(S.submittedToManager);
      expect((await logsOf(ticket.id))[0]).toMatchObject({ action: "submit", via: "actingFor" });

      const corrected = await call("POST", "/updateTicketAF", "hr1", {
        employeeId: ids.employee1,
        id: ticket.id,
        ...leg({ amount: 9_000 }),
      });
      expect(corrected.statusCode, corrected.body).toBe(200);
      expect(corrected.json<Ticket>().amount).toBe(9_000);

      const overBudget = await call("POST", "/checkOverBudgetAF", "hr1", {
        employeeId: ids.employee1,
        startDate: "2026-12-01",
        endDate: "2026-12-31",
        amount: 60_000,
        duration: 1,
      });
      expect(overBudget.json()).toEqual({ data: true });

      await setStatus(ticket.id, S.approved);
      const body = multipartPayload([
        { name: "employeeId", content: String(ids.employee1) },
        { name: "file", filename: "receipt.png", contentType: "image/png", content: png },
      ]);
      const upload = await t.app.inject({
        method: "POST",
        url: "/api/commutationTicket/uploadEvidenceForAF",
        headers: { ...auth.hr1, ...body.headers },
        payload: body.payload,
      });
      expect(upload.statusCode, upload.body).toBe(200);
      const evidence = upload.json<Evidence>();
      const cancelled = await call("POST", "/cancelByAF", "hr1", {
        employeeId: ids.employee1,
        ticketId: ticket.id,
        cancelDate: "2026-12-10",
        cancelType: "partial",
        refundAmount: 3_000,
        cancelReason: 3,
        evidenceIds: [evidence.id],
      });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect(cancelled.json<Ticket>()).toMatchObject({ status: S.cancelling, refundAmount: 3_000 });
      expect((await logsOf(ticket.id)).at(-1)).toMatchObject({ action: "requestCancel", via: "actingFor" });

      const byEmployee = await call("GET", `/getDefaultRouteInfoByEmployee/${ids.employee1}`, "hr1");
      expect(byEmployee.json()).toMatchObject({
        employee: { account: "employee1" },
        route: { id: route.id },
      });
    });

    it("refuses anyone but HR, and an unknown employee", async () => {
      const body = { employeeId: ids.employee1, tickets: [leg()] };
      expect((await call("POST", "/addTicketAF", "leader1", body)).statusCode).toBe(401);
      expect((await call("POST", "/addTicketAF", "approver1", body)).statusCode).toBe(401);
      expect((await call("POST", "/addTicketAF", "admin1", body)).statusCode).toBe(401);
      expect((await call("POST", "/addTicketAF", null, body)).statusCode).toBe(403);
      const unknown = await call("POST", "/addTicketAF", "hr1", { employeeId: 999_999, tickets: [leg()] });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().errors[0].field).toBe("employeeId");
      const count = await t.db.selectFrom("commutationTickets").select("id").execute();
      expect(count).toHaveLength(0);
    });
  });

  describe("evidence review and notes", () => {
    const attach = async (ticketId: number, who = "employee1") => {
      const body = multipartPayload([
        { name: "file", filename: "fare.png", contentType: "image/png", content: png },
      ]);
      const response = await t.app.inject({
        method: "POST",
        url: `/api/commutationTicket/${ticketId}/evidence`,
        headers: { ...auth[who], ...body.headers },
        payload: body.payload,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<Evidence>();
    };

    it("lets HR approve or reject files, one or several, and tells the owner why a file came back", async () => {
      const ticket = await create("employee1");
      const [first, second, third] = [
        await attach(ticket.id),
        await attach(ticket.id),
        await attach(ticket.id),
      ];
      const pending = await call("POST", "/search", "hr1", { evidencePending: true });
      expect(pending.json().data.map((row: Ticket) => row.id)).toEqual([ticket.id]);

      const approved = await call("POST", `/approveEvidence/${first?.id}`, "hr1");
      expect(approved.json<Evidence>()).toMatchObject({
        review: "approved",
        reviewedByName: expect.any(String),
      });
      const rejected = await call("POST", "/rejectEvidence", "hr1", { id: second?.id, reason: "Blurred" });
      expect(rejected.json<Evidence>()).toMatchObject({ review: "rejected", reviewReason: "Blurred" });
      expect((await bell("employee1"))[0]?.message).toContain("Blurred");
      const list = await call("POST", "/approve-evidence-list", "hr1", { ids: [third?.id, 999_999] });
      expect(list.json()).toMatchObject({ reviewed: [third?.id], refused: [{ id: 999_999 }] });
      expect((await call("POST", "/search", "hr1", { evidencePending: true })).json().totalCount).toBe(0);

      const noReason = await call("POST", "/reject-evidence-list", "hr1", { ids: [first?.id], reason: " " });
      expect(noReason.statusCode).toBe(400);
      expect((await call("POST", `/approveEvidence/${first?.id}`, "approver1")).statusCode).toBe(401);
      expect((await call("POST", `/approveEvidence/${first?.id}`, "employee1")).statusCode).toBe(401);
      const actions = (await logsOf(ticket.id)).map((log) => log.action);
      expect(actions.filter((action) => action.endsWith("Evidence"))).toEqual([
        "approveEvidence",
        "rejectEvidence",
        "approveEvidence",
      ]);
    });

    it("keeps HR's note for HR and approvers, never for the owner or leader", async () => {
      const ticket = await create("employee1");
      const saved = await call("POST", "/save-note", "hr1", {
        id: ticket.id,
        note: "Checked with 定期券 receipt",
      });
      expect(saved.json<Ticket>().hrNote).toBe("Checked with 定期券 receipt");
      expect(saved.json<Ticket>().canReview).toBe(true);
      expect((await call("GET", `/getTicket/${ticket.id}`, "approver1")).json<Ticket>().canReview).toBe(
        false,
      );
      expect((await call("GET", `/getTicket/${ticket.id}`, "approver1")).json<Ticket>().hrNote).toBe(
        "Checked with 定期券 receipt",
      );
      expect((await call("GET", `/getTicket/${ticket.id}`, "employee1")).json<Ticket>().hrNote).toBeNull();
      expect((await call("GET", `/getTicket/${ticket.id}`, "leader1")).json<Ticket>().hrNote).toBeNull();
      expect((await call("POST", "/save-note", "approver1", { id: ticket.id, note: "x" })).statusCode).toBe(
        401,
      );
      expect((await call("POST", "/save-note", "hr1", { id: 999_999, note: "x" })).statusCode).toBe(404);
    });
  });

  describe("allowances and exports", () => {
    it("sums each employee's allowance in force and gives its history month by month", async () => {
      const inForce = await create("employee1", { startDate: "2026-11-01", duration: 3, amount: 30_000 });
      await setStatus(inForce.id, S.approved);
      const over = await create("seller", { startDate: "2026-11-01", amount: 70_000, notes: "Shinkansen" });
      // A pass whose cancellation waits for HR is still paid for.
      await setStatus(over.id, S.cancelling);
      await create("employee2");
      const all = await call("POST", "/searchAllowanceRequest", "hr1", {});
      expect(all.headers["x-total-count"]).toBe("3");
      const rows = all.json().data as {
        account: string;
        monthlyTotal: number;
        overBudget: boolean;
        ticketsPending: number;
      }[];
      expect(rows.find((row) => row.account === "employee1")).toMatchObject({
        monthlyTotal: 10_000,
        overBudget: false,
      });
      expect(rows.find((row) => row.account === "seller")).toMatchObject({
        monthlyTotal: 70_000,
        overBudget: true,
      });
      expect(rows.find((row) => row.account === "employee2")).toMatchObject({
        monthlyTotal: 0,
        ticketsPending: 1,
      });
      const overOnly = await call("POST", "/searchAllowanceRequest", "hr1", { overBudget: true });
      expect(overOnly.json().data.map((row: { account: string }) => row.account)).toEqual(["seller"]);

      const history = await call("GET", `/getTicketAllowanceHistory/${ids.employee1}`, "leader1");
      expect(history.json().months).toEqual([
        { month: "2027-01", amount: 10_000, taxableAmount: 0, ticketIds: [inForce.id] },
        { month: "2026-12", amount: 10_000, taxableAmount: 0, ticketIds: [inForce.id] },
        { month: "2026-11", amount: 10_000, taxableAmount: 0, ticketIds: [inForce.id] },
      ]);
      expect((await call("GET", `/getTicketAllowanceHistory/${ids.employee1}`, "leader2")).statusCode).toBe(
        404,
      );
      const inForceNow = await call("GET", "/getAllCommutationTicket", "approver1");
      expect(
        inForceNow
          .json<Ticket[]>()
          .map((row) => row.id)
          .sort(),
      ).toEqual([inForce.id, over.id].sort());
      const ofAccount = await call("POST", "/get-all-ticket/EMPLOYEE1", "hr1");
      expect(ofAccount.json<Ticket[]>().map((row) => row.id)).toEqual([inForce.id]);
      expect((await call("POST", "/get-all-ticket/employee1", "employee2")).statusCode).toBe(404);
    });

    it("exports CSV with a BOM that reads back, and an Excel workbook with the same rows", async () => {
      const ticket = await create("employee1", { amount: 12_340, departure: "=cmd|calc", arrival: "東京" });
      await setStatus(ticket.id, S.approved);
      const csv = await t.app.inject({
        method: "GET",
        url: `/api/commutationTicket/export?departmentId=${devId}&statuses=2,9`,
        headers: { ...auth.hr1, "accept-language": "ja" },
      });
      expect(csv.statusCode, csv.body).toBe(200);
      expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
      expect(csv.headers["content-disposition"]).toBe(
        `attachment; filename="commuting-tickets-2026-11-21.csv"; filename*=UTF-8''commuting-tickets-2026-11-21.csv`,
      );
      expect(csv.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
      const lines = csv.body
        .replace(/^\uFEFF/, "")
        .trim()
        .split("\r\n");
      expect(lines[0]).toContain("社員番号,氏名,部署");
      expect(lines).toHaveLength(2);
      expect(lines[1]).toContain('"佐藤 花子","開発部","\'=cmd|calc","東京","電車",1,12340,12340,0');
      expect(lines[1]).toContain('"承認済み","2026-12-01","2026-12-31"');

      const xlsx = await call("POST", "/exportAF", "hr1", { departmentId: devId });
      expect(xlsx.statusCode).toBe(200);
      expect(xlsx.headers["content-disposition"]).toContain('filename="commuting-tickets-2026-11-21.xlsx"');
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0];
      expect(sheet?.getRow(1).getCell(1).value).toBe("Employee code");
      expect(sheet?.getRow(2).getCell(2).value).toBe("佐藤 花子");
      expect(sheet?.getRow(2).getCell(4).value).toBe("'=cmd|calc");
      expect(sheet?.getRow(2).getCell(8).value).toBe(12_340);
      expect(workbook.worksheets[1]?.getRow(2).getCell(4).value).toBe(0);

      expect((await call("GET", "/export?statuses=abc", "hr1")).statusCode).toBe(400);
      expect((await call("GET", "/export", "employee1")).statusCode).toBe(401);
      expect((await call("POST", "/exportAF", "leader1", {})).statusCode).toBe(401);
    });
  });

  describe("reminders", () => {
    it("reminds whoever holds a decision after the configured days, once per period, on one instance only", async () => {
      const ticket = await create("employee1");
      const reminded = async () => (await remindWaitingDecisions(t.app.deps)).success;
      expect(await reminded()).toBe(0);
      await moveTo("2026-11-24T04:00:00Z");
      const [first, second] = await Promise.all([reminded(), reminded()]);
      expect(first + second).toBe(1);
      const leaderBell = await bell("leader1");
      expect(leaderBell.filter((n) => n.title.includes("Waiting 3 days"))).toHaveLength(1);
      await moveTo("2026-11-25T04:00:00Z");
      expect(await reminded()).toBe(0);
      await moveTo("2026-11-27T05:00:00Z");
      expect(await reminded()).toBe(1);
      await setStatus(ticket.id, S.approved);
      await moveTo("2026-12-27T05:00:00Z");
      expect(await reminded()).toBe(0);
    });
  });
});
