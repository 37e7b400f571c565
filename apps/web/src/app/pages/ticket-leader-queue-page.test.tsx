import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ticketPaths } from "../../features/commutation-ticket/ticket-paths";
import { saveSession } from "../../lib/session-store";
import { sentBodies, serveTickets, type TicketApi, ticket } from "../../test/commutation-ticket";
import { fakeLoginResponse } from "../../test/login-response";
import { jsonResponse, renderRoutes } from "../../test/render";
import { TicketLeaderQueuePage } from "./ticket-leader-queue-page";

const queuePath = "GET /api/commutationTicket/getTicketLeaderConfirm/leader1";
const decisionPath = "PUT /api/commutationTicket/leaderConfirmOrReject";

const waiting = [
  ticket(1, {
    departure: "Kichijoji",
    arrival: "Shinjuku",
    status: 7,
    amount: 12340,
    submittedDate: "2026-03-20T01:00:00.000Z",
  }),
  ticket(2, {
    employeeName: "Taro Suzuki",
    departure: "Mitaka",
    arrival: "Tokyo",
    transportType: "Bus",
    status: 7,
    duration: 3,
    amount: 64000,
    overBudget: true,
    notes: "The only bus that runs before 7.",
  }),
  ticket(3, { employeeName: "Jiro Tanaka", departure: "Ueno", arrival: "Akihabara", status: 7 }),
];

function serve(answers: TicketApi = {}) {
  return serveTickets({ [queuePath]: () => jsonResponse(200, waiting), ...answers });
}

const renderPage = () =>
  renderRoutes(
    [
      { path: ticketPaths.leaderQueue, element: <TicketLeaderQueuePage /> },
      { path: ticketPaths.detailPattern, element: <p>ticket screen</p> },
    ],
    ticketPaths.leaderQueue,
  );

const checkbox = (name: string) => screen.getByRole("checkbox", { name });

describe("leader's tickets to confirm", () => {
  beforeEach(() => saveSession(fakeLoginResponse({ username: "leader1", dept_leader: 1 }), "account"));

  it("lists the tickets waiting for the signed-in leader", async () => {
    const fetchMock = serve();
    renderPage();
    expect(screen.getByRole("heading", { level: 1, name: "Tickets to confirm" })).toBeInTheDocument();
    expect(screen.getByText("Loading…")).toBeInTheDocument();
    const link = await screen.findByRole("link", { name: "Mitaka → Tokyo" });
    expect(link).toHaveAttribute("href", "/commuting-ticket/ticket/2");
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/commutationTicket/getTicketLeaderConfirm/leader1");

    const row = link.closest("tr") as HTMLElement;
    expect(within(row).getByText("Taro Suzuki")).toBeInTheDocument();
    expect(within(row).getByText("Bus")).toBeInTheDocument();
    expect(within(row).getByText("¥64,000")).toBeInTheDocument();
    expect(within(row).getByText("Over budget")).toBeInTheDocument();
    expect(within(row).getByText("3 months")).toBeInTheDocument();
    expect(within(row).getByText("2026/04/01 – 2026/04/30")).toBeInTheDocument();
    expect(within(row).getByText("The only bus that runs before 7.")).toBeInTheDocument();
    const first = screen.getByRole("link", { name: "Kichijoji → Shinjuku" }).closest("tr") as HTMLElement;
    expect(within(first).getByText("2026/03/20")).toBeInTheDocument();
    expect(within(first).queryByText("Over budget")).not.toBeInTheDocument();
    expect(screen.getByText("3 tickets waiting")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Reject Taro Suzuki, Mitaka → Tokyo" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Confirm selected" })).toBeDisabled();
  });

  it("confirms every selected ticket, says how many, and lists the ones the server refused", async () => {
    const fetchMock = serve({
      [decisionPath]: () =>
        jsonResponse(200, {
          decided: [1, 2],
          refused: [{ id: 3, message: "This ticket cannot be changed that way in its current status." }],
        }),
    });
    const { queryClient } = renderPage();
    const invalidate = vi.spyOn(queryClient, "invalidateQueries");
    await userEvent.click(await screen.findByRole("checkbox", { name: "Select all" }));
    for (const name of [
      "Select Hanako Sato, Kichijoji → Shinjuku",
      "Select Taro Suzuki, Mitaka → Tokyo",
      "Select Jiro Tanaka, Ueno → Akihabara",
    ]) {
      expect(checkbox(name)).toBeChecked();
    }
    expect(screen.getByText(/3 selected/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Confirm selected" }));
    expect(await screen.findByText("2 tickets were confirmed.")).toBeInTheDocument();
    expect(sentBodies(fetchMock, decisionPath)).toEqual([{ ids: [1, 2, 3], confirm: true }]);
    const refused = screen.getByRole("alert", { name: "1 ticket was not decided" });
    expect(
      within(refused).getByText(
        "Jiro Tanaka, Ueno → Akihabara: This ticket cannot be changed that way in its current status.",
      ),
    ).toBeInTheDocument();

    // The queue, the menu's numbers and the tickets are read again.
    await waitFor(() =>
      expect(fetchMock.mock.calls.filter(([url]) => url.includes("getTicketLeaderConfirm"))).toHaveLength(2),
    );
    const invalidated = invalidate.mock.calls.map(([filters]) => filters?.queryKey);
    expect(invalidated).toEqual(
      expect.arrayContaining([
        ["commutationTicket", "leaderQueue"],
        ["menu", "numbers"],
        ["commutationTicket", "ticket"],
      ]),
    );
    expect(checkbox("Select all")).not.toBeChecked();
  });

  it("shows the server's refusal when a single ticket cannot be confirmed", async () => {
    serve({
      [decisionPath]: () =>
        jsonResponse(409, { message: "Someone decided this ticket already.", errors: [] }),
    });
    renderPage();
    await userEvent.click(
      await screen.findByRole("checkbox", { name: "Select Taro Suzuki, Mitaka → Tokyo" }),
    );
    expect(checkbox("Select all")).toHaveAttribute("data-indeterminate", "true");
    await userEvent.click(screen.getByRole("button", { name: "Confirm selected" }));
    expect(
      await screen.findByText("Taro Suzuki, Mitaka → Tokyo: Someone decided this ticket already."),
    ).toBeInTheDocument();
  });

  it("says so when the leader may not decide", async () => {
    serve({ [decisionPath]: () => jsonResponse(401, { message: "Permission denied", errors: [] }) });
    renderPage();
    await userEvent.click(
      await screen.findByRole("checkbox", { name: "Select Taro Suzuki, Mitaka → Tokyo" }),
    );
    await userEvent.click(screen.getByRole("button", { name: "Confirm selected" }));
    expect(await screen.findByText("You do not have permission to perform this action.")).toBeInTheDocument();
  });

  it("rejects one ticket only with a reason", async () => {
    const fetchMock = serve({ [decisionPath]: () => jsonResponse(200, { decided: [2], refused: [] }) });
    renderPage();
    await userEvent.click(await screen.findByRole("button", { name: "Reject Taro Suzuki, Mitaka → Tokyo" }));
    const dialog = await screen.findByRole("dialog", { name: "Reject the ticket" });
    expect(within(dialog).getByText(/Reject Mitaka → Tokyo of Taro Suzuki\?/)).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Close" })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Reject" }));
    expect(within(dialog).getByText("Please give a reason.")).toBeInTheDocument();
    const reason = within(dialog).getByRole("textbox", { name: /Reason for the rejection/ });
    await userEvent.click(reason);
    await userEvent.paste("   ");
    await userEvent.click(within(dialog).getByRole("button", { name: "Reject" }));
    expect(within(dialog).getByText("Please give a reason.")).toBeInTheDocument();
    expect(sentBodies(fetchMock, decisionPath)).toHaveLength(0);

    await userEvent.click(reason);
    await userEvent.paste("The bus fare is for a longer section.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Reject" }));
    expect(await screen.findByText("The ticket was rejected.")).toBeInTheDocument();
    expect(sentBodies(fetchMock, decisionPath)).toEqual([
      { ids: [2], confirm: false, reason: "The bus fare is for a longer section." },
    ]);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("says when nothing waits", async () => {
    serve({ [queuePath]: () => jsonResponse(200, []) });
    renderPage();
    expect(await screen.findByText("Nothing waits for your confirmation.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Confirm selected" })).not.toBeInTheDocument();
  });

  it("shows cards with the same controls on a narrow screen", async () => {
    const narrow = window.matchMedia("(max-width: 1px)");
    vi.spyOn(window, "matchMedia").mockImplementation((query) => ({
      ...narrow,
      matches: true,
      media: query,
    }));
    serve();
    renderPage();
    const items = await screen.findAllByRole("listitem");
    expect(items).toHaveLength(3);
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    const second = items[1] as HTMLElement;
    expect(within(second).getByRole("link", { name: "Mitaka → Tokyo" })).toBeInTheDocument();
    expect(within(second).getByText("Over budget")).toBeInTheDocument();
    expect(within(second).getByText("The only bus that runs before 7.")).toBeInTheDocument();
    expect(
      within(second).getByRole("button", { name: "Reject Taro Suzuki, Mitaka → Tokyo" }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole("checkbox", { name: "Select all" }));
    expect(
      within(second).getByRole("checkbox", { name: "Select Taro Suzuki, Mitaka → Tokyo" }),
    ).toBeChecked();
    expect(screen.getByRole("button", { name: "Confirm selected" })).toBeEnabled();
  });
});
