import type { CommutingRoute } from "@portal/contract/commutation-ticket/commutation-ticket.schema";
import { QueryClient } from "@tanstack/react-query";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ticketPaths } from "../../features/commutation-ticket/ticket-paths";
import {
  commutingRoute,
  evidence,
  formBasics,
  routeInfo,
  sentBodies,
  serveTickets,
  type TicketApi,
  ticket,
} from "../../test/commutation-ticket";
import { FakeXhr } from "../../test/fake-xhr";
import { jsonResponse, renderRoutes } from "../../test/render";
import { actingForViews, TicketActingForPage } from "./ticket-acting-for-page";

const employee = {
  id: 12,
  account: "employee1",
  employeeCode: "E0001",
  name: "Hanako Sato",
  departmentName: "Development 1",
  departmentNameJa: "開発1部",
};

const employeeInfo = (route: CommutingRoute | null) => ({ ...routeInfo(route), employee });

// HR reads the employee's tickets with HR's own allowed actions; the screen goes by the status.
const waitingForLeader = ticket(1, {
  departure: "Kichijoji",
  arrival: "Shinjuku",
  status: 7,
  waitingOn: "leader",
  allowedActions: [],
});
const inForce = ticket(2, {
  departure: "Shinjuku",
  arrival: "Tokyo",
  status: 2,
  amount: 36000,
  duration: 3,
  startDate: "2026-04-01",
  endDate: "2026-06-30",
  allowedActions: [],
});
const hrConfirmed = ticket(5, {
  departure: "Tokyo",
  arrival: "Shinagawa",
  status: 8,
  waitingOn: "approver",
  allowedActions: ["hrReject"],
});

const receipt = evidence(31, {
  fileName: "receipt.pdf",
  purpose: "cancel",
  createdAt: "2026-04-10T00:00:00.000Z",
});

const history =
  (tickets = [waitingForLeader, inForce, hrConfirmed]) =>
  () =>
    jsonResponse(200, { data: tickets, totalCount: tickets.length });

const routeAnswer = (route: CommutingRoute | null) => () => jsonResponse(200, employeeInfo(route));

function serve(answers: TicketApi = {}) {
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
  return serveTickets({
    ...formBasics,
    // The HR member's own route is never what the screen shows.
    "GET /api/commutationTicket/getDefaultRouteInfo": () => jsonResponse(500, { message: "not here" }),
    "POST /api/commutationTicket/checkOverBudget": () => jsonResponse(500, { message: "not here" }),
    "GET /api/commutationTicket/getDefaultRouteInfoByEmployee/12": routeAnswer(
      commutingRoute([waitingForLeader, inForce, hrConfirmed]),
    ),
    "GET /api/commutationTicket/history/12": history(),
    "POST /api/commutationTicket/checkOverBudgetAF": () => jsonResponse(200, { data: false }),
    ...answers,
  });
}

function renderPage(path: string = ticketPaths.actingFor(12)) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderRoutes(
    [
      { path: ticketPaths.actingForPattern, element: <TicketActingForPage /> },
      { path: ticketPaths.hrDesk, element: <p>HR desk</p> },
      { path: ticketPaths.detailPattern, element: <p>ticket detail</p> },
    ],
    path,
    queryClient,
    { env: "test" },
  );
}

/** The input of a field (a station field's list carries the same label). */
function field(label: RegExp): HTMLElement {
  const input = screen.getAllByLabelText(label).find((element) => element.matches("input, textarea"));
  if (!input) throw new Error(`No field ${label}`);
  return input;
}

function fill(label: RegExp, value: string) {
  fireEvent.change(field(label), { target: { value } });
}

const actionsOf = (element: HTMLElement) =>
  [...element.querySelectorAll("a, button")].map((action) => action.textContent);

describe("acting for an employee", () => {
  it("says whom HR acts for, and shows their route with what the status allows", async () => {
    const fetchMock = serve();
    renderPage();
    expect(
      await screen.findByText("You are acting for Hanako Sato (E0001, Development 1)"),
    ).toBeInTheDocument();
    expect(screen.getByText(/recorded as done by you for them/)).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Legs of Hanako Sato's route" })).toBeInTheDocument();
    expect(screen.getByText("1-1 Marunouchi, Chiyoda-ku, Tokyo")).toBeInTheDocument();

    const first = screen.getByRole("article", { name: "Kichijoji → Shinjuku" });
    expect(within(first).getByText("Waiting for the employee's leader's confirmation.")).toBeInTheDocument();
    expect(actionsOf(first)).toEqual(["Details", "Edit"]);
    expect(within(first).getByRole("link", { name: "Edit Kichijoji → Shinjuku" })).toHaveAttribute(
      "href",
      "/commuting-ticket/hr/employee/12?edit=1",
    );
    const second = screen.getByRole("article", { name: "Shinjuku → Tokyo" });
    expect(actionsOf(second)).toEqual(["Details", "Cancel or refund"]);
    expect(within(second).getByRole("link", { name: "Cancel or refund Shinjuku → Tokyo" })).toHaveAttribute(
      "href",
      "/commuting-ticket/hr/employee/12?cancel=2",
    );
    // Confirmed by HR: neither the employee nor HR acting for them may change it now.
    expect(actionsOf(screen.getByRole("article", { name: "Tokyo → Shinagawa" }))).toEqual(["Details"]);

    expect(screen.getByText("Monthly cost of Hanako Sato's route")).toBeInTheDocument();
    expect(screen.getByText("¥12,340 of ¥50,000 a month")).toBeInTheDocument();

    const historySection = screen.getByRole("region", { name: "Hanako Sato's ticket history" });
    expect(await within(historySection).findByText("3 tickets")).toBeInTheDocument();
    expect(within(historySection).getAllByRole("row")).toHaveLength(4);
    const historyCall = fetchMock.mock.calls.find(([url]) => url === "/api/commutationTicket/history/12");
    expect(new Headers(historyCall?.[1]?.headers).get("x-pagination-page")).toBe("1");
    expect(sentBodies(fetchMock, "GET /api/commutationTicket/getDefaultRouteInfo")).toHaveLength(0);
  });

  it("invites the employee's first ticket when they have no route, and says the history is empty", async () => {
    serve({
      "GET /api/commutationTicket/getDefaultRouteInfoByEmployee/12": routeAnswer(null),
      "GET /api/commutationTicket/history/12": history([]),
    });
    renderPage();
    expect(await screen.findByText("Hanako Sato has no commuting route yet")).toBeInTheDocument();
    expect(await screen.findByText("No tickets yet.")).toBeInTheDocument();
    expect(screen.getAllByRole("link", { name: "New ticket" })[0]).toHaveAttribute(
      "href",
      "/commuting-ticket/hr/employee/12?add=createTicket",
    );
  });

  it("adds a ticket for the employee, checking their budget with the AF calls", async () => {
    const added = ticket(8, { status: 7, overBudget: true });
    const fetchMock = serve({
      "POST /api/commutationTicket/checkOverBudgetAF": () => jsonResponse(200, { data: true }),
      "POST /api/commutationTicket/addTicketAF": () => jsonResponse(200, commutingRoute([inForce, added])),
    });
    const { router } = renderPage();
    await userEvent.click((await screen.findAllByRole("link", { name: "New ticket" }))[0] as HTMLElement);
    expect(await screen.findByRole("heading", { name: "New ticket for Hanako Sato" })).toHaveFocus();
    // The banner stays while HR fills in the form.
    expect(screen.getByText("You are acting for Hanako Sato (E0001, Development 1)")).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByLabelText("Working address")).toHaveValue("1-1 Marunouchi, Chiyoda-ku, Tokyo"),
    );

    fill(/^Departure/, "Odawara");
    fill(/^Arrival/, "Tokyo");
    fill(/^Amount/, "60000");
    fill(/^Start date/, "2026/04/01");
    expect(await screen.findByText("Above the employee's allowance limit")).toBeInTheDocument();
    expect(screen.getByText(/their allowance limit of ¥50,000/)).toBeInTheDocument();
    expect(sentBodies(fetchMock, "POST /api/commutationTicket/checkOverBudgetAF").at(-1)).toEqual({
      employeeId: 12,
      id: null,
      startDate: "2026-04-01",
      endDate: "2026-04-30",
      amount: 60000,
      duration: 1,
    });
    expect(sentBodies(fetchMock, "POST /api/commutationTicket/checkOverBudget")).toHaveLength(0);

    await userEvent.click(screen.getByRole("button", { name: "Submit" }));
    expect(sentBodies(fetchMock, "POST /api/commutationTicket/addTicketAF")).toHaveLength(0);
    fill(/^Notes/, "Moved to Odawara");
    await userEvent.click(screen.getByRole("button", { name: "Submit" }));

    expect(
      await screen.findByText("The request was sent to the employee's leader for confirmation."),
    ).toBeInTheDocument();
    expect(sentBodies(fetchMock, "POST /api/commutationTicket/addTicketAF")).toEqual([
      {
        employeeId: 12,
        tickets: [
          {
            kind: "createTicket",
            previousTicketId: null,
            departure: "Odawara",
            arrival: "Tokyo",
            transportType: "Train",
            duration: 1,
            startDate: "2026-04-01",
            amount: 60000,
            notes: "Moved to Odawara",
          },
        ],
      },
    ]);
    expect(sentBodies(fetchMock, "POST /api/commutationTicket")).toHaveLength(0);
    await waitFor(() => expect(router.state.location.search).toBe(""));
    expect(router.state.location.pathname).toBe("/commuting-ticket/hr/employee/12");
  }, 15_000);

  it("corrects the employee's ticket with updateTicketAF", async () => {
    const rejected = ticket(9, { status: 10, waitingOn: "owner", amount: 15000, allowedActions: [] });
    const fetchMock = serve({
      "GET /api/commutationTicket/getTicket/9": () => jsonResponse(200, rejected),
      "POST /api/commutationTicket/updateTicketAF": () =>
        jsonResponse(200, { ...rejected, status: 1, amount: 14500 }),
    });
    renderPage(actingForViews.edit(12, 9));
    expect(
      await screen.findByRole("heading", { name: "Correct a ticket for Hanako Sato" }),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/^Amount/)).toHaveValue("15,000"));
    fill(/^Amount/, "14500");
    await userEvent.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByText("The request was sent to HR for confirmation.")).toBeInTheDocument();
    expect(sentBodies(fetchMock, "POST /api/commutationTicket/updateTicketAF")).toEqual([
      expect.objectContaining({ employeeId: 12, id: 9, amount: 14500, startDate: "2026-04-01" }),
    ]);
  });

  it("does not offer an edit the status does not allow, nor another employee's ticket", async () => {
    serve({
      "GET /api/commutationTicket/getTicket/2": () => jsonResponse(200, inForce),
      "GET /api/commutationTicket/getTicket/3": () =>
        jsonResponse(200, ticket(3, { employeeId: 99, status: 7 })),
    });
    const { router } = renderPage(actingForViews.edit(12, 2));
    expect(
      await screen.findByText("This ticket can no longer be changed in its current status."),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Submit" })).not.toBeInTheDocument();

    await router.navigate(actingForViews.cancel(12, 3));
    expect(
      await screen.findByText("This ticket is not one of Hanako Sato's, or it no longer exists."),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Hanako Sato's route" })).toHaveAttribute(
      "href",
      "/commuting-ticket/hr/employee/12",
    );
  });

  it("cancels a ticket in force with cancelByAF, its evidence uploaded for the employee", async () => {
    const fetchMock = serve({
      "GET /api/commutationTicket/getTicket/2": () => jsonResponse(200, inForce),
      "GET /api/commutationTicket/price": () =>
        jsonResponse(200, { oneMonth: 12340, threeMonths: 35000, sixMonths: null }),
      "POST /api/commutationTicket/uploadEvidenceForAF": () => jsonResponse(200, receipt),
      "POST /api/commutationTicket/cancelByAF": () => jsonResponse(200, { ...inForce, status: 3 }),
    });
    const { router, container } = renderPage();
    await userEvent.click(await screen.findByRole("link", { name: "Cancel or refund Shinjuku → Tokyo" }));
    expect(
      await screen.findByRole("heading", { name: "Cancel or refund a ticket for Hanako Sato" }),
    ).toBeInTheDocument();
    expect(await screen.findByLabelText(/^Ticket type/)).toHaveValue("3 months");

    fireEvent.change(screen.getByLabelText(/^Cancel date/), { target: { value: "2026/05/15" } });
    await userEvent.click(screen.getByRole("radio", { name: /Partial refund/ }));
    await userEvent.type(screen.getByLabelText(/^Refund amount/), "20000");
    await userEvent.click(screen.getByRole("combobox", { name: /^Cancel reason/ }));
    await userEvent.click(await screen.findByRole("option", { name: "Change working address" }));

    const input = container.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error("no file input");
    await userEvent.upload(input, new File(["%PDF-1.7"], "receipt.pdf", { type: "application/pdf" }));
    expect(await screen.findByText("receipt.pdf")).toBeInTheDocument();
    const uploaded = sentBodies(fetchMock, "POST /api/commutationTicket/uploadEvidenceForAF")[0] as FormData;
    expect([...uploaded.keys()]).toEqual(["employeeId", "file"]);
    expect(uploaded.get("employeeId")).toBe("12");
    expect(sentBodies(fetchMock, "POST /api/commutationTicket/upload")).toHaveLength(0);

    await userEvent.click(screen.getByRole("button", { name: "Send to HR" }));
    expect(
      await screen.findByText("The cancellation was recorded for the employee and waits for HR's decision."),
    ).toBeInTheDocument();
    expect(sentBodies(fetchMock, "POST /api/commutationTicket/cancelByAF")).toEqual([
      {
        employeeId: 12,
        ticketId: 2,
        cancelDate: "2026-05-15",
        cancelType: "partial",
        refundAmount: 20000,
        cancelReason: 4,
        note: "",
        evidenceIds: [31],
      },
    ]);
    expect(sentBodies(fetchMock, "POST /api/commutationTicket/cancel")).toHaveLength(0);
    await waitFor(() => expect(router.state.location.search).toBe(""));
  }, 15_000);

  it("says when the employee does not exist", async () => {
    serve({
      "GET /api/commutationTicket/getDefaultRouteInfoByEmployee/12": () =>
        jsonResponse(404, { message: "Not found", errors: [] }),
    });
    renderPage();
    expect(await screen.findByText("This employee was not found.")).toBeInTheDocument();
    expect(screen.getAllByRole("link", { name: "Back to the HR desk" })[1]).toHaveAttribute(
      "href",
      ticketPaths.hrDesk,
    );
    expect(screen.queryByText(/You are acting for/)).not.toBeInTheDocument();
  });

  it("offers a retry when the route or the history cannot be loaded", async () => {
    let routeFails = true;
    serve({
      "GET /api/commutationTicket/getDefaultRouteInfoByEmployee/12": () =>
        routeFails
          ? jsonResponse(500, { message: "Server error", errors: [] })
          : jsonResponse(200, employeeInfo(commutingRoute([inForce]))),
      "GET /api/commutationTicket/history/12": () =>
        jsonResponse(500, { message: "Server error", errors: [] }),
    });
    renderPage();
    const alert = await screen.findByRole("alert", { name: "The employee's route could not be loaded." });
    routeFails = false;
    await userEvent.click(within(alert).getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("article", { name: "Shinjuku → Tokyo" })).toBeInTheDocument();
    expect(
      await screen.findByRole("alert", { name: "The employee's ticket history could not be loaded." }),
    ).toBeInTheDocument();
  });
});
