import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import dayjs from "dayjs";
import { describe, expect, it } from "vitest";
import { ticketPaths } from "../../features/commutation-ticket/ticket-paths";
import {
  commutingRoute,
  routeInfo,
  sentBodies,
  serveTickets,
  type TicketApi,
  ticket,
} from "../../test/commutation-ticket";
import { jsonResponse, renderRoutes } from "../../test/render";
import { CommutingTicketPage } from "./commuting-ticket-page";

const inDays = (days: number) => dayjs().add(days, "day").format("YYYY-MM-DD");

const waitingForLeader = ticket(1, {
  departure: "Kichijoji",
  arrival: "Shinjuku",
  status: 7,
  waitingOn: "leader",
  allowedActions: ["edit", "delete"],
});
// Continuing is the server's call (canContinue), whatever the end date: this one ends soon too.
const inForce = ticket(2, {
  departure: "Shinjuku",
  arrival: "Tokyo",
  status: 2,
  endDate: inDays(5),
  allowedActions: ["requestCancel"],
});
const endingSoon = ticket(3, {
  departure: "Tokyo",
  arrival: "Shinagawa",
  status: 2,
  endDate: inDays(10),
  canContinue: true,
  allowedActions: ["requestCancel"],
});
const rejected = ticket(4, {
  departure: "Mitaka",
  arrival: "Kichijoji",
  transportType: "Bus",
  amount: 4800,
  status: 10,
  waitingOn: "owner",
  rejectReason: "The fare is for a different section.",
  allowedActions: ["edit", "delete"],
});

const emptyHistory = () => jsonResponse(200, { data: [], totalCount: 0 });

function serve(answers: TicketApi) {
  return serveTickets({ "GET /api/commutationTicket/history/my": emptyHistory, ...answers });
}

const renderPage = () =>
  renderRoutes(
    [
      { path: ticketPaths.route, element: <CommutingTicketPage /> },
      { path: ticketPaths.newPattern, element: <p>form screen</p> },
    ],
    ticketPaths.route,
  );

const card = (name: string) => screen.getByRole("article", { name });

describe("my commuting route", () => {
  it("shows each leg with its status, who acts next, and only the actions it allows", async () => {
    serve({
      "GET /api/commutationTicket/getDefaultRouteInfo": () =>
        jsonResponse(200, routeInfo(commutingRoute([waitingForLeader, inForce, endingSoon, rejected]))),
    });
    renderPage();
    const first = await screen.findByRole("article", { name: "Kichijoji → Shinjuku" });
    expect(screen.getByText("1-1 Marunouchi, Chiyoda-ku, Tokyo")).toBeInTheDocument();

    expect(within(first).getByText("Submitted to leader")).toBeInTheDocument();
    expect(within(first).getByText("Waiting for your leader's confirmation.")).toBeInTheDocument();
    expect(within(first).getByText("¥12,340")).toBeInTheDocument();
    expect(within(first).getByText("2026/04/01 – 2026/04/30")).toBeInTheDocument();
    const actionsOf = (article: HTMLElement) =>
      [...article.querySelectorAll("a, button")].map((element) => element.textContent);
    expect(actionsOf(first)).toEqual(["Details", "Edit", "Delete"]);
    expect(within(first).getByRole("link", { name: "Edit Kichijoji → Shinjuku" })).toHaveAttribute(
      "href",
      "/commuting-ticket/1/edit",
    );

    const second = card("Shinjuku → Tokyo");
    expect(within(second).getByText("Approved")).toBeInTheDocument();
    expect(within(second).queryByText(/^Waiting/)).not.toBeInTheDocument();
    expect(actionsOf(second)).toEqual(["Details", "Cancel or refund"]);

    const third = card("Tokyo → Shinagawa");
    expect(actionsOf(third)).toEqual(["Details", "Continue", "Cancel or refund"]);
    expect(within(third).getByRole("link", { name: "Continue Tokyo → Shinagawa" })).toHaveAttribute(
      "href",
      "/commuting-ticket/new?kind=continueTicket&from=3",
    );

    const fourth = card("Mitaka → Kichijoji");
    expect(within(fourth).getByText("Rejected by the leader")).toBeInTheDocument();
    expect(
      within(fourth).getByText("Waiting for you: please correct it and submit it again."),
    ).toBeInTheDocument();
    expect(within(fourth).getByText("The fare is for a different section.")).toBeInTheDocument();
    expect(within(fourth).getByText("Bus")).toBeInTheDocument();

    expect(screen.getByText("¥12,340 of ¥50,000 a month")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "New ticket" })).toHaveAttribute(
      "href",
      "/commuting-ticket/new?kind=createTicket",
    );
    expect(screen.getByRole("link", { name: "6-month ticket" })).toHaveAttribute(
      "href",
      "/commuting-ticket/new?kind=createTicket6Months",
    );
  });

  it("shows the taxable excess above 150,000 yen a month", async () => {
    serve({
      "GET /api/commutationTicket/getDefaultRouteInfo": () =>
        jsonResponse(
          200,
          routeInfo(
            commutingRoute([inForce], {
              monthlyTotal: 160000,
              allowanceLimit: 200000,
              taxableMonthlyAmount: 10000,
            }),
          ),
        ),
    });
    renderPage();
    expect(
      await screen.findByText(
        "¥10,000 a month is above the tax-free limit of ¥150,000 and is paid as taxable income.",
      ),
    ).toBeInTheDocument();
  });

  it("asks before deleting a request and deletes it from its route", async () => {
    const fetchMock = serve({
      "GET /api/commutationTicket/getDefaultRouteInfo": () =>
        jsonResponse(200, routeInfo(commutingRoute([waitingForLeader]))),
      "DELETE /api/commutationTicket/3/delete/1": () => new Response(null, { status: 204 }),
    });
    renderPage();
    await userEvent.click(await screen.findByRole("button", { name: "Delete Kichijoji → Shinjuku" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete the request" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Keep it" }));
    expect(sentBodies(fetchMock, "DELETE /api/commutationTicket/3/delete/1")).toHaveLength(0);

    await userEvent.click(screen.getByRole("button", { name: "Delete Kichijoji → Shinjuku" }));
    await userEvent.click(await screen.findByRole("button", { name: "Delete" }));
    expect(await screen.findByText("The request was deleted.")).toBeInTheDocument();
    expect(sentBodies(fetchMock, "DELETE /api/commutationTicket/3/delete/1")).toHaveLength(1);
  });

  it("says why the server refused a deletion", async () => {
    serve({
      "GET /api/commutationTicket/getDefaultRouteInfo": () =>
        jsonResponse(200, routeInfo(commutingRoute([waitingForLeader]))),
      "DELETE /api/commutationTicket/3/delete/1": () =>
        jsonResponse(409, { message: "ticket.invalidTransition", errors: [] }),
    });
    renderPage();
    await userEvent.click(await screen.findByRole("button", { name: "Delete Kichijoji → Shinjuku" }));
    await userEvent.click(await screen.findByRole("button", { name: "Delete" }));
    expect(
      await screen.findByText("This ticket cannot be changed that way in its current status."),
    ).toBeInTheDocument();
  });

  it("invites the first request when there is no route yet", async () => {
    serve({ "GET /api/commutationTicket/getDefaultRouteInfo": () => jsonResponse(200, routeInfo(null)) });
    renderPage();
    expect(await screen.findByText("You have no commuting route yet")).toBeInTheDocument();
    expect(screen.getByText("No tickets yet.")).toBeInTheDocument();
    expect(screen.getAllByRole("link", { name: "New ticket" })).toHaveLength(2);
  });

  it("pages through the history, 10 a page", async () => {
    const fetchMock = serve({
      "GET /api/commutationTicket/getDefaultRouteInfo": () => jsonResponse(200, routeInfo(null)),
      "GET /api/commutationTicket/history/my": () => jsonResponse(200, { data: [], totalCount: 0 }),
    });
    fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
      if (url === "/api/commutationTicket/getDefaultRouteInfo") return jsonResponse(200, routeInfo(null));
      const page = Number(new Headers(init?.headers).get("x-pagination-page"));
      const rows = Array.from({ length: page === 3 ? 3 : 10 }, (_, index) =>
        ticket((page - 1) * 10 + index + 1, { departure: `Station ${(page - 1) * 10 + index + 1}` }),
      );
      return jsonResponse(200, { data: rows, totalCount: 23 });
    });
    renderPage();
    expect(await screen.findByText("Station 1 → Tokyo")).toBeInTheDocument();
    expect(screen.getByText("23 tickets")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Station 1 → Tokyo" })).toHaveAttribute(
      "href",
      "/commuting-ticket/ticket/1",
    );

    await userEvent.click(screen.getByRole("button", { name: "Page 3" }));
    expect(await screen.findByText("Station 21 → Tokyo")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText("Station 1 → Tokyo")).not.toBeInTheDocument());
    const historyCalls = fetchMock.mock.calls.filter(([url]) => url === "/api/commutationTicket/history/my");
    expect(new Headers(historyCalls.at(-1)?.[1]?.headers).get("x-pagination-size")).toBe("10");
    expect(new Headers(historyCalls.at(-1)?.[1]?.headers).get("x-pagination-page")).toBe("3");
  });
});
