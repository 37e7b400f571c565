import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { commutingRoute, fill, routeInfo, sentBodies, ticket } from "../../../test/commutation-ticket";
import { jsonResponse } from "../../../test/render";
import { renderTicketForm, serveTicketForm, submit, waitForAddress } from "../../../test/ticket-form";
import { ticketPaths } from "../ticket-paths";

describe("ticket form", () => {
  it("shows the spec's messages for what is missing, and sends nothing", async () => {
    const fetchMock = serveTicketForm();
    renderTicketForm(ticketPaths.newTicket());
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
    serveTicketForm();
    renderTicketForm(ticketPaths.newTicket());
    await waitForAddress();
    fill(/^Start date/, "2026/04/01");
    expect(screen.getByLabelText(/^End date/)).toHaveValue("2026/04/30");
    await userEvent.click(screen.getByRole("radio", { name: "3 months" }));
    expect(screen.getByLabelText(/^End date/)).toHaveValue("2026/06/30");
    expect(screen.getByLabelText(/^End date/)).toHaveAttribute("readonly");
  });

  it("refuses a locked start date", async () => {
    serveTicketForm();
    renderTicketForm(ticketPaths.newTicket());
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
    const fetchMock = serveTicketForm({
      "GET /api/commutationTicket/getTicket/4": () => jsonResponse(200, previous),
      "GET /api/commutationTicket/getDefaultRouteInfo": () =>
        jsonResponse(200, routeInfo(commutingRoute([previous]))),
      "POST /api/commutationTicket/3/add": () =>
        jsonResponse(
          200,
          commutingRoute([previous, ticket(8, { kind: "continueTicket", previousTicketId: 4, status: 1 })]),
        ),
    });
    const { router } = renderTicketForm(ticketPaths.newTicket("continueTicket", 4));
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
    const fetchMock = serveTicketForm({
      "GET /api/commutationTicket/price": () =>
        jsonResponse(200, {
          oneMonth: 12340,
          threeMonths: 35000,
          sixMonths: 66000,
          basis: {
            months: 12,
            oneMonth: 4,
            threeMonths: 4,
            sixMonths: 4,
            official: { oneMonth: false, threeMonths: false, sixMonths: false },
          },
        }),
    });
    renderTicketForm(ticketPaths.newTicket("createTicket6Months"));
    expect(await screen.findByRole("heading", { name: "New 6-month ticket" })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Transport/)).toHaveValue("Train");
    expect(screen.getByLabelText(/^Transport/)).toHaveAttribute("readonly");
    expect(screen.getByLabelText(/^Duration/)).toHaveValue("6 months");
    expect(screen.queryByRole("radio")).not.toBeInTheDocument();

    fill(/^Departure/, "Shinjuku");
    fill(/^Arrival/, "Tokyo");
    await waitFor(() => expect(screen.getByLabelText(/^Amount/)).toHaveValue("66,000"));
    expect(
      screen.getByText(
        "The usual fare on this section: 4 colleagues paid it in the last 12 months. Change it if your fare differs.",
      ),
    ).toBeInTheDocument();
    expect(
      fetchMock.mock.calls.some(([url]) => url === "/api/commutationTicket/price?dept=Shinjuku&arvl=Tokyo"),
    ).toBe(true);
  });

  it("says when the amount filled in is the official fare HR set for the section", async () => {
    serveTicketForm({
      "GET /api/commutationTicket/price": () =>
        jsonResponse(200, {
          oneMonth: 4620,
          threeMonths: null,
          sixMonths: null,
          basis: {
            months: 12,
            oneMonth: 0,
            threeMonths: 0,
            sixMonths: 0,
            official: { oneMonth: true, threeMonths: false, sixMonths: false },
          },
        }),
    });
    renderTicketForm(ticketPaths.newTicket());
    await waitForAddress();
    fill(/^Departure/, "渋谷");
    fill(/^Arrival/, "新宿");
    await waitFor(() => expect(screen.getByLabelText(/^Amount/)).toHaveValue("4,620"));
    expect(
      screen.getByText("The official fare HR set for this section. Change it if your fare differs."),
    ).toBeInTheDocument();
  });

  it("warns when over budget and then needs a reason in the notes", async () => {
    const fetchMock = serveTicketForm({
      "POST /api/commutationTicket/checkOverBudget": () => jsonResponse(200, { data: true }),
      "POST /api/commutationTicket": () =>
        jsonResponse(200, commutingRoute([ticket(8, { status: 7, overBudget: true })])),
    });
    renderTicketForm(ticketPaths.newTicket());
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
    const fetchMock = serveTicketForm();
    renderTicketForm(ticketPaths.newTicket());
    await waitForAddress();
    await userEvent.click(screen.getByRole("radio", { name: "Other" }));
    fill(/^Start date/, "2026/04/01");
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(sentBodies(fetchMock, "POST /api/commutationTicket/checkOverBudget")).toHaveLength(0);
    expect(screen.getByRole("textbox", { name: /^Departure/ })).toBeInTheDocument();
  });

  it("suggests stations by their labels and fills in the name", async () => {
    const fetchMock = serveTicketForm({
      "GET /api/commutationTicket/station": () =>
        jsonResponse(200, [
          { name: "Shinjuku", label: "Shinjuku (JR Yamanote Line, JR East)" },
          { name: "Shin-Okubo", label: "Shin-Okubo (JR Yamanote Line, JR East)" },
        ]),
    });
    renderTicketForm(ticketPaths.newTicket());
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

  it("drops the suggestions of the text before as soon as the text changes", async () => {
    serveTicketForm({
      "GET /api/commutationTicket/station": (url) =>
        jsonResponse(
          200,
          url.endsWith("search=shi")
            ? [{ name: "渋谷", label: "渋谷 (山手線, 東日本旅客鉄道)" }]
            : [{ name: "品川", label: "品川 (山手線, 東日本旅客鉄道)" }],
        ),
    });
    renderTicketForm(ticketPaths.newTicket());
    await waitForAddress();
    const departure = screen.getByRole("combobox", { name: /^Departure/ });
    await userEvent.type(departure, "shi");
    expect(await screen.findByRole("option", { name: "渋谷 (山手線, 東日本旅客鉄道)" })).toBeInTheDocument();
    await userEvent.type(departure, "n");
    expect(screen.queryByRole("option", { name: "渋谷 (山手線, 東日本旅客鉄道)" })).not.toBeInTheDocument();
    expect(await screen.findByRole("option", { name: "品川 (山手線, 東日本旅客鉄道)" })).toBeInTheDocument();
  });
});
