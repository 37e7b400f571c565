import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ticketPaths } from "../../features/commutation-ticket/ticket-paths";
import { saveSession } from "../../lib/session-store";
import {
  failingOnce,
  renderTicketScreen,
  sentBodies,
  serveTickets,
  type TicketApi,
  ticket,
} from "../../test/commutation-ticket";
import { fakeLoginResponse } from "../../test/login-response";
import { jsonResponse } from "../../test/render";
import { TicketApproverQueuePage } from "./ticket-approver-queue-page";

const queuePath = "POST /api/commutationTicket/ticketRequest";
const approvePath = "POST /api/commutationTicket/approve";
const rejectPath = "POST /api/commutationTicket/reject/2";

const confirmed = [
  ticket(1, { departure: "Kichijoji", arrival: "Shinjuku", status: 9, departmentName: "Sales" }),
  ticket(2, {
    employeeName: "Taro Suzuki",
    departure: "Mitaka",
    arrival: "Tokyo",
    transportType: "Bus",
    status: 9,
    amount: 64000,
    overBudget: true,
  }),
];

function serve(answers: TicketApi = {}) {
  return serveTickets({ [queuePath]: () => jsonResponse(200, confirmed), ...answers });
}

const renderPage = () => renderTicketScreen(ticketPaths.approverQueue, <TicketApproverQueuePage />);

describe("approver's tickets to approve", () => {
  beforeEach(() => saveSession(fakeLoginResponse({ username: "approver1", ticket_approver: 1 }), "account"));

  it("lists the HR-confirmed tickets", async () => {
    const fetchMock = serve();
    renderPage();
    expect(screen.getByRole("heading", { level: 1, name: "Tickets to approve" })).toBeInTheDocument();
    const link = await screen.findByRole("link", { name: "Mitaka → Tokyo" });
    expect(link).toHaveAttribute("href", "/commuting-ticket/ticket/2");
    expect(sentBodies(fetchMock, queuePath)).toEqual([{}]);
    const first = screen.getByRole("link", { name: "Kichijoji → Shinjuku" }).closest("tr") as HTMLElement;
    expect(within(first).getByText("Sales")).toBeInTheDocument();
    const second = link.closest("tr") as HTMLElement;
    expect(within(second).getByText("Over budget")).toBeInTheDocument();
    expect(screen.getByText("2 tickets waiting")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Approve selected" })).toBeDisabled();
  });

  it("approves every selected ticket and lists the ones the server refused", async () => {
    const fetchMock = serve({
      [approvePath]: () =>
        jsonResponse(200, {
          decided: [1],
          refused: [{ id: 2, message: "ticket.invalidTransition" }],
        }),
    });
    const { queryClient } = renderPage();
    const invalidate = vi.spyOn(queryClient, "invalidateQueries");
    await userEvent.click(await screen.findByRole("checkbox", { name: "Select all" }));
    await userEvent.click(screen.getByRole("button", { name: "Approve selected" }));
    expect(await screen.findByText("1 ticket was approved.")).toBeInTheDocument();
    expect(sentBodies(fetchMock, approvePath)).toEqual([{ ids: [1, 2] }]);
    const refused = screen.getByRole("alert", { name: "1 ticket was not decided" });
    expect(
      within(refused).getByText(
        "Taro Suzuki, Mitaka → Tokyo: This ticket cannot be changed that way in its current status.",
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(sentBodies(fetchMock, queuePath)).toHaveLength(2));
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual(
      expect.arrayContaining([
        ["commutationTicket", "approverQueue"],
        ["commutationTicket", "hrQueue"],
        ["menu", "numbers"],
        ["commutationTicket", "ticket"],
      ]),
    );
  });

  it("sends one ticket back to HR only with a reason", async () => {
    const fetchMock = serve({
      [rejectPath]: () => jsonResponse(200, { ...confirmed[1], status: 11, rejectReason: "Too expensive." }),
    });
    renderPage();
    await userEvent.click(
      await screen.findByRole("button", { name: "Send back Taro Suzuki, Mitaka → Tokyo" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Send the ticket back to HR" });
    expect(within(dialog).getByText(/Send Mitaka → Tokyo of Taro Suzuki back to HR\?/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Send back" }));
    expect(within(dialog).getByText("Please give a reason.")).toBeInTheDocument();
    expect(sentBodies(fetchMock, rejectPath)).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole("textbox", { name: /Reason for sending it back/ }));
    await userEvent.paste("Too expensive.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Send back" }));
    expect(await screen.findByText("The ticket was sent back to HR.")).toBeInTheDocument();
    expect(sentBodies(fetchMock, rejectPath)).toEqual([{ reason: "Too expensive." }]);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("shows the server's refusal of a rejection", async () => {
    serve({
      [rejectPath]: () => jsonResponse(409, { message: "Someone decided this ticket already.", errors: [] }),
    });
    renderPage();
    await userEvent.click(
      await screen.findByRole("button", { name: "Send back Taro Suzuki, Mitaka → Tokyo" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Send the ticket back to HR" });
    await userEvent.click(within(dialog).getByRole("textbox", { name: /Reason for sending it back/ }));
    await userEvent.paste("Too expensive.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Send back" }));
    expect(
      await screen.findByText("Taro Suzuki, Mitaka → Tokyo: Someone decided this ticket already."),
    ).toBeInTheDocument();
  });

  it("says when nothing waits", async () => {
    serve({ [queuePath]: () => jsonResponse(200, []) });
    renderPage();
    expect(await screen.findByText("Nothing waits for your approval.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Approve selected" })).not.toBeInTheDocument();
  });

  it("offers a retry when the queue cannot be loaded", async () => {
    serve({ [queuePath]: failingOnce(() => jsonResponse(200, confirmed)) });
    renderPage();
    const alert = await screen.findByRole("alert", { name: "The tickets to approve could not be loaded." });
    await userEvent.click(within(alert).getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("link", { name: "Mitaka → Tokyo" })).toBeInTheDocument();
  });
});
