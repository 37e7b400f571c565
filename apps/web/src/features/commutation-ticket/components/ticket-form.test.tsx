import { QueryClient } from "@tanstack/react-query";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { TicketFormPage } from "../../../app/pages/ticket-form-page";
import {
  commutingRoute,
  formBasics,
  routeInfo,
  sentBodies,
  serveTickets,
  type TicketApi,
  ticket,
} from "../../../test/commutation-ticket";
import { callsTo } from "../../../test/fake-api";
import { jsonResponse, renderRoutes } from "../../../test/render";
import { ticketPaths } from "../ticket-paths";

function renderForm(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderRoutes(
    [
      { path: ticketPaths.newPattern, element: <TicketFormPage /> },
      { path: ticketPaths.editPattern, element: <TicketFormPage /> },
      { path: ticketPaths.route, element: <p>route screen</p> },
    ],
    path,
    queryClient,
    { env: "test" },
  );
}

const serve = (answers: TicketApi = {}) => serveTickets({ ...formBasics, ...answers });

/** The input of a field (a station field's list carries the same label). */
function field(label: RegExp): HTMLElement {
  const input = screen.getAllByLabelText(label).find((element) => element.matches("input, textarea"));
  if (!input) throw new Error(`No field ${label}`);
  return input;
}

/** Types into a field at once (typing key by key is slow in jsdom and tests nothing more here). */
function fill(label: RegExp, value: string) {
  fireEvent.change(field(label), { target: { value } });
}

const submit = () => userEvent.click(screen.getByRole("button", { name: "Submit" }));

async function waitForAddress() {
  await waitFor(() =>
    expect(screen.getByLabelText("Working address")).toHaveValue("1-1 Marunouchi, Chiyoda-ku, Tokyo"),
  );
}

describe("ticket form", () => {
  it("shows the spec's messages for what is missing, and sends nothing", async () => {
    const fetchMock = serve();
    renderForm(ticketPaths.newTicket());
    expect(await screen.findByRole("heading", { name: "New commuting ticket" })).toBeInTheDocument();
    await waitForAddress();
    expect(screen.getByLabelText("Working address")).toHaveAttribute("readonly");
    await submit();

    expect(screen.getByText("Departure required.")).toBeInTheDocument();
    expect(screen.getByText("Arrival required.")).toBeInTheDocument();
    expect(screen.getByText("Start date required.")).toBeInTheDocument();
    expect(screen.getByText("Amount required.")).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: /^Departure/ })).toHaveAttribute("aria-invalid", "true");

    fill(/^Amount/, "0");
    await submit();
    expect(screen.getByText("Amount invalid.")).toBeInTheDocument();
    expect(sentBodies(fetchMock, "POST /api/commutationTicket")).toHaveLength(0);
  });

  it("shows the end date: the start plus the duration, minus a day", async () => {
    serve();
    renderForm(ticketPaths.newTicket());
    await waitForAddress();
    fill(/^Start date/, "2026/04/01");
    expect(screen.getByLabelText(/^End date/)).toHaveValue("2026/04/30");
    await userEvent.click(screen.getByRole("radio", { name: "3 months" }));
    expect(screen.getByLabelText(/^End date/)).toHaveValue("2026/06/30");
    expect(screen.getByLabelText(/^End date/)).toHaveAttribute("readonly");
  });

  it("refuses a locked start date", async () => {
    serve();
    renderForm(ticketPaths.newTicket());
    await waitForAddress();
    await waitFor(() => expect(screen.getByText(/From 2026\/03\/01/)).toBeInTheDocument());
    fill(/^Start date/, "2026/05/04");
    await submit();
    expect(screen.getByText("A ticket cannot start on this date.")).toBeInTheDocument();
  });

  it("continues an approved ticket: its section, transport, duration and amount read-only, from the day after its end", async () => {
    const previous = ticket(4, {
      departure: "Ikebukuro",
      duration: 3,
      amount: 9000,
      endDate: "2026-06-30",
      canContinue: true,
    });
    const fetchMock = serve({
      "GET /api/commutationTicket/getTicket/4": () => jsonResponse(200, previous),
      "GET /api/commutationTicket/getDefaultRouteInfo": () =>
        jsonResponse(200, routeInfo(commutingRoute([previous]))),
      "POST /api/commutationTicket/3/add": () =>
        jsonResponse(
          200,
          commutingRoute([previous, ticket(8, { kind: "continueTicket", previousTicketId: 4, status: 1 })]),
        ),
    });
    const { router } = renderForm(ticketPaths.newTicket("continueTicket", 4));
    expect(
      await screen.findByText(/Continues Ikebukuro → Tokyo, which ends on 2026\/06\/30/),
    ).toBeInTheDocument();
    for (const [label, value] of [
      [/^Departure/, "Ikebukuro"],
      [/^Arrival/, "Tokyo"],
      [/^Transport/, "Train"],
      [/^Duration/, "3 months"],
      [/^Amount/, "9,000"],
      [/^Start date/, "2026/07/01"],
    ] as const) {
      expect(screen.getByLabelText(label)).toHaveValue(value);
      expect(screen.getByLabelText(label)).toHaveAttribute("readonly");
    }
    expect(screen.getByLabelText(/^End date/)).toHaveValue("2026/09/30");

    await submit();
    expect(await screen.findByText("Your request was sent to HR for confirmation.")).toBeInTheDocument();
    expect(sentBodies(fetchMock, "POST /api/commutationTicket/3/add")).toEqual([
      {
        kind: "continueTicket",
        previousTicketId: 4,
        departure: "Ikebukuro",
        arrival: "Tokyo",
        transportType: "Train",
        duration: 3,
        startDate: "2026-07-01",
        amount: 9000,
        notes: "",
      },
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe("/commuting-ticket"));
  });

  it("6-month ticket: Train and 6 months fixed, the amount filled in from the section's known fare", async () => {
    const fetchMock = serve({
      "GET /api/commutationTicket/price": () =>
        jsonResponse(200, { oneMonth: 12340, threeMonths: 35000, sixMonths: 66000 }),
    });
    renderForm(ticketPaths.newTicket("createTicket6Months"));
    expect(await screen.findByRole("heading", { name: "New 6-month ticket" })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Transport/)).toHaveValue("Train");
    expect(screen.getByLabelText(/^Transport/)).toHaveAttribute("readonly");
    expect(screen.getByLabelText(/^Duration/)).toHaveValue("6 months");
    expect(screen.queryByRole("radio")).not.toBeInTheDocument();

    fill(/^Departure/, "Shinjuku");
    fill(/^Arrival/, "Tokyo");
    await waitFor(() => expect(screen.getByLabelText(/^Amount/)).toHaveValue("66,000"));
    expect(screen.getByText(/Filled in from the fare last approved/)).toBeInTheDocument();
    expect(
      fetchMock.mock.calls.some(([url]) => url === "/api/commutationTicket/price?dept=Shinjuku&arvl=Tokyo"),
    ).toBe(true);
  });

  it("warns when over budget and then needs a reason in the notes", async () => {
    const fetchMock = serve({
      "POST /api/commutationTicket/checkOverBudget": () => jsonResponse(200, { data: true }),
      "POST /api/commutationTicket": () =>
        jsonResponse(200, commutingRoute([ticket(8, { status: 7, overBudget: true })])),
    });
    renderForm(ticketPaths.newTicket());
    await waitForAddress();
    fill(/^Departure/, "Odawara");
    fill(/^Arrival/, "Tokyo");
    fill(/^Amount/, "60000");
    fill(/^Start date/, "2026/04/01");

    expect(await screen.findByText("Above your allowance limit")).toBeInTheDocument();
    expect(screen.getByText(/allowance limit of ¥50,000/)).toBeInTheDocument();
    expect(sentBodies(fetchMock, "POST /api/commutationTicket/checkOverBudget").at(-1)).toEqual({
      id: null,
      startDate: "2026-04-01",
      endDate: "2026-04-30",
      amount: 60000,
      duration: 1,
    });
    await submit();
    expect(
      screen.getByText("Please give the reason for going over your allowance limit in the notes."),
    ).toBeInTheDocument();
    expect(sentBodies(fetchMock, "POST /api/commutationTicket")).toHaveLength(0);

    fill(/^Notes/, "Moved to Odawara");
    await submit();
    expect(
      await screen.findByText("Your request was sent to your leader for confirmation."),
    ).toBeInTheDocument();
    expect(sentBodies(fetchMock, "POST /api/commutationTicket")).toEqual([
      {
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
  });

  it("asks for no budget check when the transport is Other", async () => {
    const fetchMock = serve();
    renderForm(ticketPaths.newTicket());
    await waitForAddress();
    await userEvent.click(screen.getByRole("radio", { name: "Other" }));
    fill(/^Start date/, "2026/04/01");
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(sentBodies(fetchMock, "POST /api/commutationTicket/checkOverBudget")).toHaveLength(0);
    expect(screen.getByRole("textbox", { name: /^Departure/ })).toBeInTheDocument();
  });

  it("suggests stations by their labels and fills in the name", async () => {
    const fetchMock = serve({
      "GET /api/commutationTicket/station": () =>
        jsonResponse(200, [
          { name: "Shinjuku", label: "Shinjuku (JR Yamanote Line, JR East)" },
          { name: "Shin-Okubo", label: "Shin-Okubo (JR Yamanote Line, JR East)" },
        ]),
    });
    renderForm(ticketPaths.newTicket());
    await waitForAddress();
    const departure = screen.getByRole("combobox", { name: /^Departure/ });
    await userEvent.type(departure, "s");
    const option = await screen.findByRole("option", { name: "Shinjuku (JR Yamanote Line, JR East)" });
    expect(
      screen.getByRole("option", { name: "Shin-Okubo (JR Yamanote Line, JR East)" }),
    ).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url === "/api/commutationTicket/station?search=s")).toBe(
      true,
    );
    await userEvent.click(option);
    expect(departure).toHaveValue("Shinjuku");
  });

  it("shows the server's field errors beside the fields and its message above", async () => {
    serve({
      "POST /api/commutationTicket": () =>
        jsonResponse(400, {
          message: "Some fields are not valid.",
          errors: [{ field: "tickets.0.notes", errorMessage: "ticket.overBudgetReasonRequired" }],
        }),
    });
    renderForm(ticketPaths.newTicket());
    await waitForAddress();
    fill(/^Departure/, "Odawara");
    fill(/^Arrival/, "Tokyo");
    fill(/^Amount/, "60000");
    fill(/^Start date/, "2026/04/01");
    await submit();
    expect(
      await screen.findByText("Please give the reason for going over your allowance limit in the notes."),
    ).toBeInTheDocument();
    const form = screen.getByRole("form", { name: "New commuting ticket" });
    expect(within(form).getAllByRole("alert")[0]).toHaveTextContent("Some fields are not valid.");
  });

  it("shows a conflict's message above the form", async () => {
    serve({
      "POST /api/commutationTicket": () =>
        jsonResponse(409, { message: "A ticket for this section already covers these dates.", errors: [] }),
    });
    renderForm(ticketPaths.newTicket("createTicket6Months"));
    await waitForAddress();
    fill(/^Departure/, "Shinjuku");
    fill(/^Arrival/, "Tokyo");
    fill(/^Amount/, "66000");
    fill(/^Start date/, "2026/04/01");
    await submit();
    const form = screen.getByRole("form", { name: "New 6-month ticket" });
    expect(
      await within(form).findByText("A ticket for this section already covers these dates."),
    ).toBeInTheDocument();
  });

  it("sends a submission made twice with one Idempotency-Key, and a changed one with a new key", async () => {
    const fetchMock = serve({
      "POST /api/commutationTicket": () =>
        jsonResponse(409, { message: "This pass is already asked for.", errors: [] }),
    });
    renderForm(ticketPaths.newTicket());
    await waitForAddress();
    fill(/^Departure/, "Shinjuku");
    fill(/^Arrival/, "Tokyo");
    fill(/^Amount/, "10000");
    fill(/^Start date/, "2026/04/01");
    const form = screen.getByRole("form", { name: "New commuting ticket" });
    // A double-click: the second submit goes before the first answer.
    fireEvent.submit(form);
    fireEvent.submit(form);
    await waitFor(() => expect(callsTo(fetchMock, "POST /api/commutationTicket")).toHaveLength(2));
    expect(await within(form).findByText("This pass is already asked for.")).toBeInTheDocument();
    fill(/^Amount/, "12000");
    await submit();
    await waitFor(() => expect(callsTo(fetchMock, "POST /api/commutationTicket")).toHaveLength(3));

    const keys = callsTo(fetchMock, "POST /api/commutationTicket").map(
      ({ headers }) => headers["idempotency-key"],
    );
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it("edits a ticket with PUT and says where it went", async () => {
    const edited = ticket(9, { status: 10, allowedActions: ["edit", "delete"], amount: 15000, notes: "" });
    const fetchMock = serve({
      "GET /api/commutationTicket/getTicket/9": () => jsonResponse(200, edited),
      "PUT /api/commutationTicket/9": () => jsonResponse(200, { ...edited, status: 7, amount: 14500 }),
    });
    renderForm(ticketPaths.edit(9));
    await waitFor(() => expect(screen.getByLabelText(/^Amount/)).toHaveValue("15,000"));
    fill(/^Amount/, "14500");
    await submit();
    expect(
      await screen.findByText("Your request was sent to your leader for confirmation."),
    ).toBeInTheDocument();
    expect(sentBodies(fetchMock, "PUT /api/commutationTicket/9")).toEqual([
      expect.objectContaining({ kind: "createTicket", amount: 14500, startDate: "2026-04-01" }),
    ]);
  });

  it("does not offer the form for a ticket that can no longer be edited", async () => {
    serve({ "GET /api/commutationTicket/getTicket/9": () => jsonResponse(200, ticket(9, { status: 2 })) });
    renderForm(ticketPaths.edit(9));
    expect(await screen.findByText("This ticket can no longer be changed.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Submit" })).not.toBeInTheDocument();
  });

  it("does not offer a continuation the server does not allow now", async () => {
    // Approved, but not (yet) continuable: too early, or continued already.
    serve({
      "GET /api/commutationTicket/getTicket/4": () =>
        jsonResponse(200, ticket(4, { status: 2, canContinue: false })),
    });
    renderForm(ticketPaths.newTicket("continueTicket", 4));
    expect(
      await screen.findByText(
        "This ticket cannot be continued now. A ticket in force can be continued once, from 30 days before it ends.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Submit" })).not.toBeInTheDocument();
  });
});
