import { TicketStatus } from "@portal/contract/commutation-ticket/commutation-ticket.constants";
import {
  canTransition,
  type TicketAction,
  ticketActions,
} from "@portal/contract/commutation-ticket/ticket-status-machine";
import { beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../testing/build-test-app";
import { ticketLeg as leg } from "../../testing/ticket-company";
import { ownersTestApp } from "./ticket-test-app";

const S = TicketStatus;

describe("commuting tickets", () => {
  const owners = ownersTestApp();
  const { auth, ids, call, create, setStatus, statusOf } = owners;
  let t: TestApp;
  beforeAll(() => {
    t = owners.t();
  });
  const logCount = async (ticketId: number) =>
    (await t.db.selectFrom("ticketLogs").select("id").where("ticketId", "=", ticketId).execute()).length;

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
});
