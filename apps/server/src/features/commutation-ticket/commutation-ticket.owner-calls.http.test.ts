import { TicketStatus } from "@portal/contract/commutation-ticket/commutation-ticket.constants";
import type { CommutingRoute, Ticket } from "@portal/contract/commutation-ticket/commutation-ticket.schema";
import { beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../testing/build-test-app";
import { ticketLeg as leg } from "../../testing/ticket-company";
import { ownersTestApp } from "./ticket-test-app";

const S = TicketStatus;

describe("commuting tickets", () => {
  const owners = ownersTestApp();
  const { auth, ids, call, create, setStatus } = owners;
  let t: TestApp;
  beforeAll(() => {
    t = owners.t();
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
});
