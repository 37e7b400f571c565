import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fill, sentBodies, ticket } from "../../../test/commutation-ticket";
import { callsTo } from "../../../test/fake-api";
import { jsonResponse } from "../../../test/render";
import { renderTicketForm, serveTicketForm, submit, waitForAddress } from "../../../test/ticket-form";
import { ticketPaths } from "../ticket-paths";

describe("ticket form: sending", () => {
  it("shows the server's field errors beside the fields and its message above", async () => {
    serveTicketForm({
      "POST /api/commutationTicket": () =>
        jsonResponse(400, {
          message: "Some fields are not valid.",
          errors: [{ field: "tickets.0.notes", errorMessage: "ticket.overBudgetReasonRequired" }],
        }),
    });
    renderTicketForm(ticketPaths.newTicket());
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
    serveTicketForm({
      "POST /api/commutationTicket": () =>
        jsonResponse(409, { message: "A ticket for this section already covers these dates.", errors: [] }),
    });
    renderTicketForm(ticketPaths.newTicket("createTicket6Months"));
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
    const fetchMock = serveTicketForm({
      "POST /api/commutationTicket": () =>
        jsonResponse(409, { message: "This pass is already asked for.", errors: [] }),
    });
    renderTicketForm(ticketPaths.newTicket());
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
    const fetchMock = serveTicketForm({
      "GET /api/commutationTicket/getTicket/9": () => jsonResponse(200, edited),
      "PUT /api/commutationTicket/9": () => jsonResponse(200, { ...edited, status: 7, amount: 14500 }),
    });
    renderTicketForm(ticketPaths.edit(9));
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
    serveTicketForm({
      "GET /api/commutationTicket/getTicket/9": () => jsonResponse(200, ticket(9, { status: 2 })),
    });
    renderTicketForm(ticketPaths.edit(9));
    expect(await screen.findByText("This ticket can no longer be changed.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Submit" })).not.toBeInTheDocument();
  });

  it("does not offer a continuation the server does not allow now", async () => {
    // Approved, but not (yet) continuable: too early, or continued already.
    serveTicketForm({
      "GET /api/commutationTicket/getTicket/4": () =>
        jsonResponse(200, ticket(4, { status: 2, canContinue: false })),
    });
    renderTicketForm(ticketPaths.newTicket("continueTicket", 4));
    expect(
      await screen.findByText(
        "This ticket cannot be continued now. A ticket in force can be continued once, from 30 days before it ends.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Submit" })).not.toBeInTheDocument();
  });
});
