import { TicketStatus } from "@portal/contract/commutation-ticket/commutation-ticket.constants";
import type { Ticket } from "@portal/contract/commutation-ticket/commutation-ticket.schema";
import { beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../testing/build-test-app";
import { decidersTestApp } from "./ticket-test-app";

const S = TicketStatus;

describe("commuting tickets, the deciders' side", () => {
  const deciders = decidersTestApp();
  const { auth, call, create, setStatus, statusOf, logsOf, bell } = deciders;
  let t: TestApp;
  let devId = 0;
  beforeAll(() => {
    t = deciders.t();
    devId = deciders.departments.dev ?? 0;
  });

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

    it("names the owner in the reader's script and finds them by it", async () => {
      const employee2 = (
        await t.db
          .selectFrom("employees")
          .select("id")
          .where("account", "=", "employee2")
          .executeTakeFirstOrThrow()
      ).id;
      await t.db
        .updateTable("employees")
        .set({ fullNameJp: "鈴木 次郎" })
        .where("id", "=", employee2)
        .execute();
      try {
        const ticket = await create("employee2");
        const read = async (language: string) => {
          const response = await t.app.inject({
            method: "GET",
            url: `/api/commutationTicket/getTicket/${ticket.id}`,
            headers: { ...auth.hr1, "accept-language": language },
          });
          expect(response.statusCode, response.body).toBe(200);
          return response.json<Ticket>().employeeName;
        };
        expect(await read("ja")).toBe("鈴木 次郎");
        expect(await read("en")).not.toBe("鈴木 次郎");
        const byKanji = await call("POST", "/search", "hr1", { employee: "鈴木 次郎" });
        expect(byKanji.json().data.map((found: Ticket) => found.id)).toContain(ticket.id);
      } finally {
        await t.db.updateTable("employees").set({ fullNameJp: null }).where("id", "=", employee2).execute();
      }
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
      // How many wait for HR's decision, whatever the filter: the desk's tab counts it.
      expect(refunds.json().waitingCount).toBe(1);
      const onlyOpen = await call("POST", "/refunds", "hr1", { statuses: [S.cancelling] });
      expect(onlyOpen.json().totalCount).toBe(1);
      const settledOnly = await call("POST", "/refunds", "hr1", { statuses: [S.cancelled] });
      expect(settledOnly.json()).toMatchObject({ totalCount: 1, waitingCount: 1 });
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
});
