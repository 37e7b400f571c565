import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { actingForViews } from "../../features/commutation-ticket/acting-for-views";
import { commutingRoute, fill, sentBodies, ticket } from "../../test/commutation-ticket";
import { jsonResponse } from "../../test/render";
import { inForce, receipt, renderActingForPage, serveActingFor } from "../../test/ticket-acting-for";

describe("acting for an employee: the forms", () => {
  it("adds a ticket for the employee, checking their budget with the AF calls", async () => {
    const added = ticket(8, { status: 7, overBudget: true });
    const fetchMock = serveActingFor({
      "POST /api/commutationTicket/checkOverBudgetAF": () => jsonResponse(200, { data: true }),
      "POST /api/commutationTicket/addTicketAF": () => jsonResponse(200, commutingRoute([inForce, added])),
    });
    const { router } = renderActingForPage();
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
    const fetchMock = serveActingFor({
      "GET /api/commutationTicket/getTicket/9": () => jsonResponse(200, rejected),
      "POST /api/commutationTicket/updateTicketAF": () =>
        jsonResponse(200, { ...rejected, status: 1, amount: 14500 }),
    });
    renderActingForPage(actingForViews.edit(12, 9));
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

  it("cancels a ticket in force with cancelByAF, its evidence uploaded for the employee", async () => {
    const fetchMock = serveActingFor({
      "GET /api/commutationTicket/getTicket/2": () => jsonResponse(200, inForce),
      "GET /api/commutationTicket/price": () =>
        jsonResponse(200, {
          oneMonth: 12340,
          threeMonths: 35000,
          sixMonths: null,
          basis: {
            months: 12,
            oneMonth: 4,
            threeMonths: 4,
            sixMonths: 0,
            official: { oneMonth: false, threeMonths: false, sixMonths: false },
          },
        }),
      "POST /api/commutationTicket/uploadEvidenceForAF": () => jsonResponse(200, receipt),
      "POST /api/commutationTicket/cancelByAF": () => jsonResponse(200, { ...inForce, status: 3 }),
    });
    const { router, container } = renderActingForPage();
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
});
