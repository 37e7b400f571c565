import type { Ticket } from "@portal/contract/commutation-ticket/commutation-ticket.schema";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { TicketDetailPage } from "../../../app/pages/ticket-detail-page";
import { saveSession } from "../../../lib/session-store";
import { sentBodies, serveTickets, type TicketApi, ticket } from "../../../test/commutation-ticket";
import { fakeLoginResponse } from "../../../test/login-response";
import { jsonResponse, renderRoutes } from "../../../test/render";
import { ticketPaths } from "../ticket-paths";

const decided = { decided: [5], refused: [] };

function renderDetail(shown: Ticket, answers: TicketApi = {}) {
  const fetchMock = serveTickets({
    "GET /api/commutationTicket/getTicket/5": () => jsonResponse(200, shown),
    "GET /api/commutationTicket/logsTicket/5": () => jsonResponse(200, []),
    ...answers,
  });
  const view = renderRoutes(
    [
      { path: ticketPaths.detailPattern, element: <TicketDetailPage /> },
      { path: ticketPaths.hrDesk, element: <p>HR desk</p> },
    ],
    "/commuting-ticket/ticket/5",
  );
  return { fetchMock, ...view };
}

const decisions = async () => screen.findByRole("region", { name: "Your decision" });

async function rejectWith(button: string, reason: string) {
  await userEvent.click(within(await decisions()).getByRole("button", { name: button }));
  const dialog = await screen.findByRole("dialog");
  await userEvent.type(within(dialog).getByRole("textbox", { name: /Reason/ }), reason);
  await userEvent.click(within(dialog).getByRole("button", { name: button }));
}

describe("decisions on the ticket detail", { timeout: 20_000 }, () => {
  it("confirms as HR with the hrConfirmOrReject call", async () => {
    const { fetchMock } = renderDetail(
      ticket(5, { status: 8, waitingOn: "hr", allowedActions: ["hrConfirm", "hrReject"], hrNote: "" }),
      { "PUT /api/commutationTicket/hrConfirmOrReject": () => jsonResponse(200, decided) },
    );
    await userEvent.click(within(await decisions()).getByRole("button", { name: "Confirm" }));
    expect(await screen.findByText("The ticket was confirmed and sent to the approver.")).toBeInTheDocument();
    expect(sentBodies(fetchMock, "PUT /api/commutationTicket/hrConfirmOrReject")).toEqual([
      { ids: [5], confirm: true },
    ]);
  });

  it("asks the leader for a reason before rejecting", async () => {
    const { fetchMock } = renderDetail(
      ticket(5, { status: 7, waitingOn: "leader", allowedActions: ["leaderConfirm", "leaderReject"] }),
      { "PUT /api/commutationTicket/leaderConfirmOrReject": () => jsonResponse(200, decided) },
    );
    await userEvent.click(within(await decisions()).getByRole("button", { name: "Reject" }));
    const dialog = await screen.findByRole("dialog", { name: "Reject the ticket" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Reject" }));
    expect(await within(dialog).findByText("Please give a reason.")).toBeInTheDocument();
    expect(sentBodies(fetchMock, "PUT /api/commutationTicket/leaderConfirmOrReject")).toEqual([]);

    await userEvent.type(within(dialog).getByRole("textbox", { name: /Reason/ }), "Wrong station");
    await userEvent.click(within(dialog).getByRole("button", { name: "Reject" }));
    expect(
      await screen.findByText("The ticket was rejected. The employee sees your reason."),
    ).toBeInTheDocument();
    expect(sentBodies(fetchMock, "PUT /api/commutationTicket/leaderConfirmOrReject")).toEqual([
      { ids: [5], confirm: false, reason: "Wrong station" },
    ]);
  });

  it("approves, or sends back to HR with reject/:id", async () => {
    const shown = ticket(5, {
      status: 9,
      waitingOn: "approver",
      allowedActions: ["approve", "approverReject"],
      hrNote: "",
    });
    const { fetchMock } = renderDetail(shown, {
      "POST /api/commutationTicket/approve": () => jsonResponse(200, decided),
      "POST /api/commutationTicket/reject/5": () => jsonResponse(200, { ...shown, status: 11 }),
    });
    await userEvent.click(within(await decisions()).getByRole("button", { name: "Approve" }));
    expect(await screen.findByText("The ticket was approved.")).toBeInTheDocument();
    expect(sentBodies(fetchMock, "POST /api/commutationTicket/approve")).toEqual([{ ids: [5] }]);

    await rejectWith("Send back to HR", "Amount looks wrong");
    expect(await screen.findByText("The ticket was sent back to HR.")).toBeInTheDocument();
    expect(sentBodies(fetchMock, "POST /api/commutationTicket/reject/5")).toEqual([
      { reason: "Amount looks wrong" },
    ]);
  });

  it("decides a refund", async () => {
    const { fetchMock } = renderDetail(
      ticket(5, {
        status: 3,
        waitingOn: "hr",
        allowedActions: ["approveRefund", "rejectRefund"],
        hrNote: "",
        cancelDate: "2026-04-15",
        cancelType: "full",
        refundAmount: 12340,
        cancelReason: 3,
      }),
      {
        "POST /api/commutationTicket/approveRefund": () => jsonResponse(200, decided),
        "POST /api/commutationTicket/rejectRefund": () => jsonResponse(200, decided),
      },
    );
    await userEvent.click(within(await decisions()).getByRole("button", { name: "Approve the refund" }));
    expect(await screen.findByText("The refund was approved.")).toBeInTheDocument();
    await rejectWith("Refuse the refund", "The pass was used");
    expect(
      await screen.findByText("The refund was refused. The employee sees your reason."),
    ).toBeInTheDocument();
    expect(sentBodies(fetchMock, "POST /api/commutationTicket/approveRefund")).toEqual([{ ids: [5] }]);
    expect(sentBodies(fetchMock, "POST /api/commutationTicket/rejectRefund")).toEqual([
      { ids: [5], reason: "The pass was used" },
    ]);
  });

  it("shows why the server did not decide the ticket", async () => {
    renderDetail(
      ticket(5, { status: 8, waitingOn: "hr", allowedActions: ["hrConfirm", "hrReject"], hrNote: "" }),
      {
        "PUT /api/commutationTicket/hrConfirmOrReject": () =>
          jsonResponse(200, { decided: [], refused: [{ id: 5, message: "ticket.delegationOverlap" }] }),
      },
    );
    await userEvent.click(within(await decisions()).getByRole("button", { name: "Confirm" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "You already have a delegation of this queue in that period.",
    );
  });

  it("offers no decisions to the owner, and a decider a way back to their queue", async () => {
    localStorage.clear();
    renderDetail(ticket(5, { status: 8, waitingOn: "hr", allowedActions: [] }));
    expect(await screen.findByRole("link", { name: "Back to my route" })).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Your decision" })).not.toBeInTheDocument();
  });

  it("shows an approver whose ticket it is and takes them back to their queue", async () => {
    saveSession(fakeLoginResponse({ username: "approver1", ticket_approver: 1 }), "account");
    renderDetail(ticket(5, { status: 2, allowedActions: [], hrNote: "" }), {});
    expect(await screen.findByText("Hanako Sato (E0001), Development 1")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to the tickets to approve" })).toHaveAttribute(
      "href",
      ticketPaths.approverQueue,
    );
    expect(screen.queryByRole("link", { name: "Back to my route" })).not.toBeInTheDocument();
  });

  it("takes HR back to the HR desk when the ticket was opened directly", async () => {
    renderDetail(
      ticket(5, { status: 8, waitingOn: "hr", allowedActions: ["hrConfirm", "hrReject"], hrNote: "" }),
    );
    const back = await screen.findByRole("link", { name: "Back to the HR desk" });
    await userEvent.click(back);
    expect(await screen.findByText("HR desk")).toBeInTheDocument();
  });
});
