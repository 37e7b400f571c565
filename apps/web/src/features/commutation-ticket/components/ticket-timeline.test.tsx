import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { serveTickets } from "../../../test/commutation-ticket";
import { jsonResponse, renderRoutes } from "../../../test/render";
import { TicketTimeline } from "./ticket-timeline";

const row = {
  fromStatus: null,
  toStatus: null,
  reason: null,
  onBehalfOfName: null,
  via: null,
  actedAt: "2026-03-20T01:00:00.000Z",
};

describe("TicketTimeline", () => {
  it("says for whom a delegate or HR acted, and shows HR's evidence review", async () => {
    serveTickets({
      "GET /api/commutationTicket/logsTicket/5": () =>
        jsonResponse(200, [
          {
            ...row,
            id: 1,
            action: "submit",
            toStatus: 1,
            actorName: "Jiro HR",
            onBehalfOfName: "Hanako Sato",
            via: "actingFor",
          },
          // The server logs the file and, for a refusal, why.
          { ...row, id: 2, action: "rejectEvidence", actorName: "Jiro HR", reason: "card.jpg: Blurred" },
          { ...row, id: 3, action: "approveEvidence", actorName: "Jiro HR", reason: "card-2.jpg" },
          {
            ...row,
            id: 4,
            action: "approve",
            fromStatus: 9,
            toStatus: 2,
            actorName: "Saburo Deputy",
            onBehalfOfName: "Akiko Approver",
            via: "delegation",
          },
        ]),
    });
    renderRoutes([{ path: "/", element: <TicketTimeline ticketId={5} /> }], "/");
    const history = await screen.findByRole("region", { name: "History" });
    expect(await within(history).findByText(/^Jiro HR for Hanako Sato, 2026\/03\/20/)).toBeInTheDocument();
    expect(within(history).getByText("Evidence rejected")).toBeInTheDocument();
    expect(within(history).getByText("File: card.jpg: Blurred")).toBeInTheDocument();
    expect(within(history).getByText("File: card-2.jpg")).toBeInTheDocument();
    expect(within(history).getByText("Evidence approved")).toBeInTheDocument();
    expect(within(history).getByText(/^Saburo Deputy for Akiko Approver, /)).toBeInTheDocument();
    expect(within(history).getAllByText(/^Jiro HR, 2026\/03\/20/)).toHaveLength(2);
  });
});
