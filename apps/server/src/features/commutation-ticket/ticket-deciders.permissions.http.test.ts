import { TicketStatus } from "@portal/contract/commutation-ticket/commutation-ticket.constants";
import type { CommutingRoute } from "@portal/contract/commutation-ticket/commutation-ticket.schema";
import { beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../testing/build-test-app";
import { type Actor, accountOf, actors, rows } from "./ticket-deciders.permission-rows";
import { ticketTestApp } from "./ticket-test-app";

// Who may make each of the deciders' calls: the table in ticket-deciders.permission-rows.

const S = TicketStatus;

describe("the deciders' permission matrix", () => {
  const matrix = ticketTestApp({
    departments: { dev: { leader: "leader1" }, sales: { leader: "leader2" } },
    people: {
      employee1: { department: "dev" },
      employee2: { department: "dev" },
      leader1: { department: "dev" },
      leader2: { department: "sales" },
      hr1: { department: "sales", roles: { sms: 2 } },
      approver1: { department: "sales", roles: { ticketApprover: 1 } },
      deputyin: { department: "sales", roles: { delegator: 1 } },
      deputyout: { department: "sales", roles: { delegator: 1 } },
      admin1: { department: "sales", roles: { administrator: 1 } },
    },
  });
  const { clock, auth, ids, delegation } = matrix;
  let t: TestApp;

  beforeAll(async () => {
    t = matrix.t();
    await delegation(ids.leader1 ?? 0, ids.deputyin ?? 0, "leader", "2026-11-20", "2026-11-25");
    await delegation(ids.approver1 ?? 0, ids.deputyin ?? 0, "approver", "2026-11-20", "2026-11-25");
    await delegation(ids.leader1 ?? 0, ids.deputyout ?? 0, "leader", "2026-12-01", "2026-12-05");
    await delegation(ids.approver1 ?? 0, ids.deputyout ?? 0, "approver", "2026-11-01", "2026-11-20");
  });

  /** A fresh ticket of employee1 in the status, with one evidence file attached. */
  async function prepare(status: number) {
    await t.db.deleteFrom("ticketEvidences").execute();
    await t.db.deleteFrom("commutationTickets").execute();
    await t.db.deleteFrom("commutingRoutes").execute();
    const created = await t.app.inject({
      method: "POST",
      url: "/api/commutationTicket",
      headers: auth.employee1,
      payload: {
        tickets: [
          {
            departure: "新宿",
            arrival: "東京",
            transportType: "Train",
            duration: 1,
            startDate: "2026-12-01",
            amount: 1000,
          },
        ],
      },
    });
    const ticketId = created.json<CommutingRoute>().tickets[0]?.id ?? 0;
    await t.db.updateTable("commutationTickets").set({ status }).where("id", "=", ticketId).execute();
    const evidence = await t.db
      .insertInto("ticketEvidences")
      .values({
        ticketId,
        uploadedBy: ids.employee1 ?? 0,
        purpose: "ticket",
        fileName: "fare.png",
        storedName: "0123456789abcdef0123456789abcdef.png",
        contentType: "image/png",
        size: 1,
        createdAt: clock.now().toISOString(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return { ticketId, evidenceId: evidence.id };
  }

  for (const row of rows) {
    it(`${row.name}: ${actors.map((actor) => `${actor} ${row.expected[actor]}`).join(", ")}`, async () => {
      const actual: Partial<Record<Actor, number>> = {};
      for (const actor of actors) {
        const { ticketId, evidenceId } = await prepare(row.status ?? S.approved);
        const account = actor === "signedOut" ? "nobody" : accountOf[actor];
        const request = row.request({ ticketId, evidenceId, employeeId: ids.employee1 ?? 0, account });
        const response = await t.app.inject({
          method: request.method,
          url: `/api/commutationTicket${request.url}`,
          headers: actor === "signedOut" ? {} : auth[account],
          ...(request.payload !== undefined && { payload: request.payload }),
        });
        actual[actor] = response.statusCode;
      }
      expect(actual).toEqual(row.expected);
    });
  }

  it("covers every call the deciders' side added to the route table", async () => {
    const { ticketReviewRoutes } = await import("@portal/contract/commutation-ticket/ticket-review.routes");
    const { ticketActingForRoutes } = await import(
      "@portal/contract/commutation-ticket/ticket-acting-for.routes"
    );
    const { ticketDelegationRoutes } = await import(
      "@portal/contract/commutation-ticket/ticket-delegation.routes"
    );
    const paths = [ticketReviewRoutes, ticketActingForRoutes, ticketDelegationRoutes].flatMap((group) =>
      Object.values(group).map((route) => `${route.method} ${route.path}`),
    );
    // Covered elsewhere: the multipart upload (evidence tests), the single-file reject, the list
    // approve, a delegation's creation and removal (delegation tests), updateTicketAF (acting-for test).
    const elsewhere = [
      "POST /api/commutationTicket/uploadEvidenceForAF",
      "POST /api/commutationTicket/rejectEvidence",
      "POST /api/commutationTicket/approve-evidence-list",
      "POST /api/commutationTicket/delegations",
      "DELETE /api/commutationTicket/delegations/:id",
      "POST /api/commutationTicket/updateTicketAF",
    ];
    const covered = rows.map((row) => {
      const request = row.request({ ticketId: 1, evidenceId: 1, employeeId: 1, account: "a" });
      return `${request.method} /api/commutationTicket${request.url.split("?")[0]}`;
    });
    const missing = paths.filter((path) => {
      if (elsewhere.includes(path)) return false;
      const pattern = new RegExp(`^${path.replace(/:\w+/g, "[^/]+")}$`);
      return !covered.some((call) => pattern.test(call));
    });
    expect(missing).toEqual([]);
  });
});
