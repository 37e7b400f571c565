import { TicketStatus } from "@portal/contract/commutation-ticket/commutation-ticket.constants";
import type {
  CommutingRoute,
  Evidence,
  Ticket,
} from "@portal/contract/commutation-ticket/commutation-ticket.schema";
import { beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../testing/build-test-app";
import { ticketLeg as leg } from "../../testing/ticket-company";
import { imageBytes, multipartPayload } from "../../testing/upload";
import { decidersTestApp } from "./ticket-test-app";

const S = TicketStatus;
const png = imageBytes.png;

describe("commuting tickets, the deciders' side", () => {
  const deciders = decidersTestApp();
  const { auth, ids, call, setStatus, logsOf } = deciders;
  let t: TestApp;
  beforeAll(() => {
    t = deciders.t();
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
});
