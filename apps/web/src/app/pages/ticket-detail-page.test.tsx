import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ticketPaths } from "../../features/commutation-ticket/ticket-paths";
import { evidence, serveTickets, ticket } from "../../test/commutation-ticket";
import { jsonResponse, renderRoutes } from "../../test/render";
import { TicketDetailPage } from "./ticket-detail-page";

const detail = ticket(5, {
  status: 5,
  waitingOn: "owner",
  rejectReason: "Please attach the fare table.",
  allowedActions: ["edit", "delete"],
  notes: "Via the Chuo line",
  evidences: [evidence(31, { fileName: "fare.png", contentType: "image/png" })],
});

const logs = [
  {
    id: 1,
    action: "submit",
    fromStatus: null,
    toStatus: 7,
    reason: null,
    actorName: "Hanako Sato",
    onBehalfOfName: null,
    via: null,
    actedAt: "2026-03-20T01:00:00.000Z",
  },
  {
    id: 2,
    action: "hrReject",
    fromStatus: 8,
    toStatus: 5,
    reason: "Please attach the fare table.",
    actorName: "Jiro HR",
    onBehalfOfName: null,
    via: null,
    actedAt: "2026-03-22T01:00:00.000Z",
  },
];

const renderPage = (id: string) =>
  renderRoutes(
    [{ path: ticketPaths.detailPattern, element: <TicketDetailPage /> }],
    `/commuting-ticket/ticket/${id}`,
  );

describe("ticket detail", () => {
  it("shows the ticket, its evidence and what happened to it", async () => {
    serveTickets({
      "GET /api/commutationTicket/getTicket/5": () => jsonResponse(200, detail),
      "GET /api/commutationTicket/logsTicket/5": () => jsonResponse(200, logs),
    });
    renderPage("5");
    expect(await screen.findByRole("heading", { name: "Shinjuku → Tokyo" })).toBeInTheDocument();
    expect(screen.getByText("Waiting for you: please correct it and submit it again.")).toBeInTheDocument();
    expect(screen.getAllByText("Please attach the fare table.")).toHaveLength(1);
    expect(screen.getByText("Via the Chuo line")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Edit" })).toHaveAttribute("href", "/commuting-ticket/5/edit");
    expect(screen.queryByRole("link", { name: "Cancel or refund" })).not.toBeInTheDocument();

    const history = await screen.findByRole("region", { name: "History" });
    expect(within(history).getByText("Submitted")).toBeInTheDocument();
    expect(within(history).getByText("Status: Submitted to leader")).toBeInTheDocument();
    expect(within(history).getByText("Rejected by HR")).toBeInTheDocument();
    expect(within(history).getByText("Leader confirmed → Rejected by HR")).toBeInTheDocument();
    expect(within(history).getByText("Reason: Please attach the fare table.")).toBeInTheDocument();
  });

  it("opens an evidence file through a presigned link", async () => {
    const fetchMock = serveTickets({
      "GET /api/commutationTicket/getTicket/5": () => jsonResponse(200, detail),
      "GET /api/commutationTicket/logsTicket/5": () => jsonResponse(200, []),
      "POST /api/commutationTicket/presignURL": () =>
        jsonResponse(200, {
          url: "/api/commutationTicket/downloadEvidence/31/sig",
          expiresAt: "2026-03-20T01:10:00Z",
        }),
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    renderPage("5");
    await userEvent.click(await screen.findByRole("button", { name: "Open fare.png" }));
    await vi.waitFor(() => expect(click).toHaveBeenCalled());
    const anchor = click.mock.contexts[0] as HTMLAnchorElement;
    expect(anchor.getAttribute("href")).toBe("/api/commutationTicket/downloadEvidence/31/sig");
    expect(anchor.download).toBe("fare.png");
    const presign = fetchMock.mock.calls.find(([url]) => url === "/api/commutationTicket/presignURL");
    expect(JSON.parse(String(presign?.[1]?.body))).toEqual({ evidenceId: 31 });
  });

  it("says a ticket is not available when the server does not know it", async () => {
    serveTickets({});
    renderPage("99");
    expect(await screen.findByText("This ticket is not available.")).toBeInTheDocument();
  });
});
