import { QueryClient } from "@tanstack/react-query";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { TicketCancelPage } from "../../../app/pages/ticket-cancel-page";
import { evidence, sentBodies, serveTickets, type TicketApi, ticket } from "../../../test/commutation-ticket";
import { FakeXhr } from "../../../test/fake-xhr";
import { jsonResponse, renderRoutes } from "../../../test/render";
import { ticketPaths } from "../ticket-paths";

const inForce = ticket(5, {
  status: 2,
  amount: 36000,
  duration: 3,
  startDate: "2026-04-01",
  endDate: "2026-06-30",
  allowedActions: ["requestCancel"],
});

const receipt = evidence(31, {
  fileName: "receipt.pdf",
  purpose: "cancel",
  createdAt: "2026-04-10T00:00:00.000Z",
});

function serve(answers: TicketApi = {}) {
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
  return serveTickets({
    "GET /api/commutationTicket/getTicket/5": () => jsonResponse(200, inForce),
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
    "POST /api/commutationTicket/upload": () => jsonResponse(200, receipt),
    "POST /api/commutationTicket/cancel": () => jsonResponse(200, { ...inForce, status: 3 }),
    ...answers,
  });
}

function renderCancel(path = ticketPaths.cancel(5)) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderRoutes(
    [
      { path: ticketPaths.cancelPattern, element: <TicketCancelPage /> },
      { path: ticketPaths.route, element: <p>route screen</p> },
    ],
    path,
    queryClient,
    { env: "test" },
  );
}

const refund = () => screen.getByLabelText(/^Refund amount/);
const submit = () => userEvent.click(screen.getByRole("button", { name: "Send to HR" }));

async function chooseReason(name: string) {
  await userEvent.click(screen.getByRole("combobox", { name: /^Cancel reason/ }));
  await userEvent.click(await screen.findByRole("option", { name }));
}

describe("cancel and refund form", () => {
  it("shows the ticket; full refund and cancel renewal fix the refund read-only", async () => {
    serve();
    renderCancel();
    expect(await screen.findByLabelText(/^Ticket type/)).toHaveValue("3 months");
    expect(screen.getByLabelText(/^Amount/)).toHaveValue("¥36,000");
    expect(refund()).toHaveValue("36,000");
    expect(refund()).toHaveAttribute("readonly");

    await userEvent.click(screen.getByRole("radio", { name: /Cancel renewal/ }));
    expect(refund()).toHaveValue("0");
    expect(refund()).toHaveAttribute("readonly");

    await userEvent.click(screen.getByRole("radio", { name: /Partial refund/ }));
    expect(refund()).toHaveValue("");
    expect(refund()).not.toHaveAttribute("readonly");
  });

  it("asks for the cancel date, a reason, and a note when the reason is Other", async () => {
    const fetchMock = serve();
    renderCancel();
    await screen.findByLabelText(/^Ticket type/);
    await submit();
    expect(screen.getByText("Cancel date required.")).toBeInTheDocument();
    expect(screen.getByText("Please choose a cancel reason.")).toBeInTheDocument();

    await chooseReason("Other");
    await submit();
    expect(screen.getByText("Note is required.")).toBeInTheDocument();
    expect(sentBodies(fetchMock, "POST /api/commutationTicket/cancel")).toHaveLength(0);
  });

  it("keeps a partial refund between 0 and the amount, and needs evidence for it", async () => {
    const fetchMock = serve();
    renderCancel();
    await screen.findByLabelText(/^Ticket type/);
    await userEvent.click(screen.getByRole("radio", { name: /Partial refund/ }));
    await submit();
    expect(screen.getByText("Refund amount required.")).toBeInTheDocument();
    expect(screen.getByText("Please attach evidence of the refund.")).toBeInTheDocument();

    await userEvent.type(refund(), "36001");
    expect(screen.getByText("This field is not valid.")).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/^Cancel date/), { target: { value: "2026/05/15" } });
    await chooseReason("Quit plan");
    await submit();
    expect(
      screen.getByText(
        "The refund amount value of ticket is not suitable, the minimum refund value is 0 and the maximum is equal to the amount value of ticket.",
      ),
    ).toBeInTheDocument();
    expect(sentBodies(fetchMock, "POST /api/commutationTicket/cancel")).toHaveLength(0);
  });

  it("estimates the railway's refund from the section's fares", async () => {
    serve();
    renderCancel();
    await screen.findByLabelText(/^Ticket type/);
    fireEvent.change(screen.getByLabelText(/^Cancel date/), { target: { value: "2026/04/15" } });
    // 36,000 less one month used (12,340) and the 220-yen fee.
    expect(await screen.findByText(/would refund about ¥23,440/)).toBeInTheDocument();
  });

  it("uploads the evidence with its progress and sends a partial refund with it", async () => {
    const fetchMock = serve();
    const { router, container } = renderCancel();
    await screen.findByLabelText(/^Ticket type/);
    fireEvent.change(screen.getByLabelText(/^Cancel date/), { target: { value: "2026/05/15" } });
    await userEvent.click(screen.getByRole("radio", { name: /Partial refund/ }));
    await userEvent.type(refund(), "20000");
    await chooseReason("Change working address");

    const input = container.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error("no file input");
    await userEvent.upload(input, new File(["%PDF-1.7"], "receipt.pdf", { type: "application/pdf" }));
    expect(await screen.findByText("receipt.pdf")).toBeInTheDocument();
    const uploaded = sentBodies(fetchMock, "POST /api/commutationTicket/upload")[0];
    expect(uploaded).toBeInstanceOf(FormData);
    expect((uploaded as FormData).get("file")).toBeInstanceOf(File);

    await submit();
    expect(await screen.findByText("Your cancellation was sent to HR.")).toBeInTheDocument();
    expect(sentBodies(fetchMock, "POST /api/commutationTicket/cancel")).toEqual([
      {
        ticketId: 5,
        cancelDate: "2026-05-15",
        cancelType: "partial",
        refundAmount: 20000,
        cancelReason: 4,
        note: "",
        evidenceIds: [31],
      },
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe("/commuting-ticket"));
  });

  it("refuses a file that is no evidence type", async () => {
    const fetchMock = serve();
    const { container } = renderCancel();
    await screen.findByLabelText(/^Ticket type/);
    const input = container.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error("no file input");
    await userEvent.upload(input, new File(["x"], "notes.txt", { type: "text/plain" }), {
      applyAccept: false,
    });
    expect(
      await screen.findByText("Evidence must be a png, jpg, jpeg, pdf, jfif, heif, heic or webp file."),
    ).toBeInTheDocument();
    expect(sentBodies(fetchMock, "POST /api/commutationTicket/upload")).toHaveLength(0);
  });

  it("says so when the ticket cannot be cancelled", async () => {
    serve({
      "GET /api/commutationTicket/getTicket/5": () => jsonResponse(200, { ...inForce, allowedActions: [] }),
    });
    renderCancel();
    expect(
      await screen.findByText("This ticket cannot be cancelled in its current status."),
    ).toBeInTheDocument();
  });
});
