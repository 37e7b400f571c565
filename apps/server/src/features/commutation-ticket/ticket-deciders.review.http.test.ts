import { TicketStatus } from "@portal/contract/commutation-ticket/commutation-ticket.constants";
import type { Evidence, Ticket } from "@portal/contract/commutation-ticket/commutation-ticket.schema";
import { describe, expect, it } from "vitest";
import { decidersTestApp } from "./ticket-test-app";

describe("commuting tickets, the deciders' side", () => {
  const deciders = decidersTestApp();
  const { call, create, logsOf, bell, attach, upload, setStatus } = deciders;

  describe("evidence review and notes", () => {
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

    it("settles a refund only once HR has reviewed the cancellation's files", async () => {
      const ticket = await create("employee1");
      await setStatus(ticket.id, TicketStatus.approved);
      const [receipt, statement] = [await upload(), await upload()];
      const cancel = await call("POST", "/cancel", "employee1", {
        ticketId: ticket.id,
        cancelDate: "2026-12-10",
        cancelType: "partial",
        refundAmount: 5_000,
        cancelReason: 1,
        evidenceIds: [receipt.id, statement.id],
      });
      expect(cancel.statusCode, cancel.body).toBe(200);

      const early = await call("POST", "/approveRefund", "hr1", { ids: [ticket.id] });
      expect(early.statusCode).toBe(409);
      expect(early.json().errors).toEqual([
        {
          field: "ids",
          errorMessage: "Review the cancellation's evidence first: 2 files are not reviewed yet.",
        },
      ]);
      await call("POST", `/approveEvidence/${receipt.id}`, "hr1");
      const stillOne = await call("POST", "/approveRefund", "hr1", { ids: [ticket.id] });
      expect(stillOne.json().message).toBe(
        "Review the cancellation's evidence first: 1 file is not reviewed yet.",
      );
      expect((await call("GET", `/getTicket/${ticket.id}`, "hr1")).json().status).toBe(
        TicketStatus.cancelling,
      );

      await call("POST", "/rejectEvidence", "hr1", { id: statement.id, reason: "Another month" });
      const settled = await call("POST", "/approveRefund", "hr1", { ids: [ticket.id] });
      expect(settled.statusCode, settled.body).toBe(200);
      expect((await call("GET", `/getTicket/${ticket.id}`, "hr1")).json().status).toBe(
        TicketStatus.cancelled,
      );
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
});
