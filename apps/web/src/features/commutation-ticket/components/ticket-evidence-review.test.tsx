import type { Evidence } from "@portal/contract/commutation-ticket/commutation-ticket.schema";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { evidence, sentBodies, serveTickets, ticket } from "../../../test/commutation-ticket";
import { jsonResponse, renderRoutes } from "../../../test/render";
import { TicketDetail } from "./ticket-detail";

const png = (id: number, overrides: Partial<Evidence> = {}) =>
  evidence(id, { fileName: `fare-${id}.png`, contentType: "image/png", ...overrides });

const files = [
  png(31),
  png(32, {
    review: "rejected",
    reviewReason: "The amount is not readable.",
    reviewedByName: "Jiro HR",
    reviewedAt: "2026-03-21T01:00:00.000Z",
  }),
];

function renderDetail(hrNote: string | null) {
  const fetchMock = serveTickets({
    "GET /api/commutationTicket/getTicket/5": () =>
      jsonResponse(
        200,
        ticket(5, { status: 8, waitingOn: "hr", hrNote, canReview: hrNote !== null, evidences: files }),
      ),
    "GET /api/commutationTicket/logsTicket/5": () => jsonResponse(200, []),
    "POST /api/commutationTicket/approveEvidence/31": () =>
      jsonResponse(200, png(31, { review: "approved" })),
    "POST /api/commutationTicket/rejectEvidence": () => jsonResponse(200, png(31, { review: "rejected" })),
  });
  renderRoutes([{ path: "/", element: <TicketDetail id={5} /> }], "/");
  return fetchMock;
}

const evidenceRegion = () => screen.findByRole("region", { name: "Evidence" });

describe("evidence review on the ticket detail", { timeout: 20_000 }, () => {
  it("shows each file's review to the owner, without review buttons", async () => {
    renderDetail(null);
    const region = await evidenceRegion();
    expect(within(region).getByText("Not reviewed")).toBeInTheDocument();
    expect(within(region).getByText("Rejected")).toBeInTheDocument();
    expect(within(region).getByText("Reason: The amount is not readable.")).toBeInTheDocument();
    expect(within(region).getByText(/^Reviewed by Jiro HR, 2026\/03\/21/)).toBeInTheDocument();
    expect(within(region).queryByRole("button", { name: /^Approve/ })).not.toBeInTheDocument();
  });

  it("lets HR approve a file waiting for review", async () => {
    const fetchMock = renderDetail("");
    const region = await evidenceRegion();
    expect(within(region).queryByRole("button", { name: "Approve fare-32.png" })).not.toBeInTheDocument();
    await userEvent.click(within(region).getByRole("button", { name: "Approve fare-31.png" }));
    expect(await screen.findByText("fare-31.png was approved.")).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url === "/api/commutationTicket/approveEvidence/31")).toBe(
      true,
    );
  });

  it("lets HR reject a file with a reason", async () => {
    const fetchMock = renderDetail("");
    const region = await evidenceRegion();
    await userEvent.click(within(region).getByRole("button", { name: "Reject fare-31.png" }));
    const dialog = await screen.findByRole("dialog", { name: "Reject the evidence file" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Reject" }));
    expect(within(dialog).getByText("Please give a reason.")).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole("textbox", { name: /Reason/ }), "Blurred");
    await userEvent.click(within(dialog).getByRole("button", { name: "Reject" }));
    expect(await screen.findByText("fare-31.png was rejected.")).toBeInTheDocument();
    expect(sentBodies(fetchMock, "POST /api/commutationTicket/rejectEvidence")).toEqual([
      { id: 31, reason: "Blurred" },
    ]);
  });
});
