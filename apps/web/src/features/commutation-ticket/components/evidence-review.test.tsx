import type { Evidence } from "@portal/contract/commutation-ticket/commutation-ticket.schema";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { evidence, sentBodies, serveTickets, type TicketApi, ticket } from "../../../test/commutation-ticket";
import { jsonResponse, renderRoutes } from "../../../test/render";
import { ticketPaths } from "../ticket-paths";
import { EvidenceReview } from "./evidence-review";

const searchPath = "POST /api/commutationTicket/search";
const approveListPath = "POST /api/commutationTicket/approve-evidence-list";
const rejectListPath = "POST /api/commutationTicket/reject-evidence-list";
const rejectPath = "POST /api/commutationTicket/rejectEvidence";

const file = (id: number, fileName: string, overrides: Partial<Evidence> = {}) =>
  evidence(id, { fileName, ...overrides });

const waiting = [
  ticket(1, {
    status: 9,
    evidences: [
      file(11, "fare-april.pdf"),
      file(12, "receipt.png", { contentType: "image/png" }),
      file(13, "old.pdf", { review: "approved", reviewedByName: "HR One" }),
    ],
  }),
  ticket(2, {
    employeeId: 15,
    employeeName: "Taro Suzuki",
    employeeCode: "E0002",
    departure: "Mitaka",
    arrival: "Tokyo",
    status: 3,
    evidences: [file(21, "refund.pdf", { purpose: "cancel" })],
  }),
];

function serve(answers: TicketApi = {}) {
  return serveTickets({
    [searchPath]: () => jsonResponse(200, { data: waiting, totalCount: 2 }),
    ...answers,
  });
}

const renderReview = () =>
  renderRoutes(
    [
      { path: "/", element: <EvidenceReview /> },
      { path: ticketPaths.detailPattern, element: <p>ticket screen</p> },
    ],
    "/",
  );

const searchCount = (fetchMock: ReturnType<typeof serve>) => sentBodies(fetchMock, searchPath).length;

describe("HR's evidence review", { timeout: 20_000 }, () => {
  it("lists the tickets' files not reviewed yet, 20 tickets a page", async () => {
    const fetchMock = serve();
    renderReview();
    const files = await screen.findByRole("list", {
      name: "Files of Hanako Sato (E0001), Shinjuku → Tokyo to review",
    });
    expect(sentBodies(fetchMock, searchPath)).toEqual([{ evidencePending: true }]);
    const headers = new Headers(fetchMock.mock.calls[0]?.[1]?.headers);
    expect(headers.get("x-pagination-page")).toBe("1");
    expect(headers.get("x-pagination-size")).toBe("20");
    expect(screen.getByText("2 tickets with evidence to review")).toBeInTheDocument();

    expect(within(files).getByText("fare-april.pdf")).toBeInTheDocument();
    expect(within(files).getByText("receipt.png")).toBeInTheDocument();
    expect(within(files).getAllByText("2.00 KB, fare, uploaded 2026/03/20")).toHaveLength(2);
    // A file HR reviewed already is not offered again.
    expect(screen.queryByText("old.pdf")).not.toBeInTheDocument();
    expect(screen.getByText("refund.pdf")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Mitaka → Tokyo" })).toHaveAttribute(
      "href",
      ticketPaths.detail(2),
    );
    expect(screen.getByRole("button", { name: "Approve selected" })).toBeDisabled();
  });

  it("opens a file through a presigned link", async () => {
    const fetchMock = serve({
      "POST /api/commutationTicket/presignURL": () =>
        jsonResponse(200, { url: "/files/abc", expiresAt: "2026-03-20T01:10:00.000Z" }),
    });
    const opened: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      opened.push(this.download);
    });
    renderReview();
    await userEvent.click(await screen.findByRole("button", { name: "Open receipt.png" }));
    await waitFor(() => expect(opened).toEqual(["receipt.png"]));
    expect(sentBodies(fetchMock, "POST /api/commutationTicket/presignURL")).toEqual([{ evidenceId: 12 }]);
  });

  it("approves one file and reads the list again", async () => {
    const fetchMock = serve({
      "POST /api/commutationTicket/approveEvidence/12": () =>
        jsonResponse(200, file(12, "receipt.png", { review: "approved" })),
    });
    renderReview();
    await userEvent.click(await screen.findByRole("button", { name: "Approve receipt.png" }));
    expect(await screen.findByText("1 file was approved.")).toBeInTheDocument();
    const approveCall = fetchMock.mock.calls.find(([url]) => url.endsWith("/approveEvidence/12"));
    expect(approveCall?.[1]?.method).toBe("POST");
    await waitFor(() => expect(searchCount(fetchMock)).toBe(2));
  });

  it("rejects one file only with a reason", async () => {
    const fetchMock = serve({
      [rejectPath]: () => jsonResponse(200, file(21, "refund.pdf", { review: "rejected" })),
    });
    renderReview();
    await userEvent.click(await screen.findByRole("button", { name: "Reject refund.pdf" }));
    const dialog = await screen.findByRole("dialog", { name: "Reject evidence" });
    expect(within(dialog).getByText(/Reject refund\.pdf\?/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Reject" }));
    expect(within(dialog).getByText("Please give a reason.")).toBeInTheDocument();
    const reason = within(dialog).getByRole("textbox", { name: /Reason for the rejection/ });
    expect(reason).toHaveAttribute("maxlength", "500");
    await userEvent.click(reason);
    await userEvent.paste("  ");
    await userEvent.click(within(dialog).getByRole("button", { name: "Reject" }));
    expect(sentBodies(fetchMock, rejectPath)).toHaveLength(0);

    await userEvent.click(reason);
    await userEvent.paste("The receipt is for another section.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Reject" }));
    expect(await screen.findByText("1 file was rejected.")).toBeInTheDocument();
    expect(sentBodies(fetchMock, rejectPath)).toEqual([
      { id: 21, reason: "The receipt is for another section." },
    ]);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("approves every selected file at once and lists the ones the server refused", async () => {
    const fetchMock = serve({
      [approveListPath]: () =>
        jsonResponse(200, {
          reviewed: [11, 21],
          refused: [{ id: 12, message: "ticket.evidenceAlreadyReviewed" }],
        }),
    });
    renderReview();
    await userEvent.click(await screen.findByRole("checkbox", { name: "Select every file on this page" }));
    for (const name of ["fare-april.pdf", "receipt.png", "refund.pdf"]) {
      expect(screen.getByRole("checkbox", { name: `Select ${name}` })).toBeChecked();
    }
    expect(screen.getByText(/3 files selected/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Approve selected" }));
    expect(await screen.findByText("2 files were approved.")).toBeInTheDocument();
    expect(sentBodies(fetchMock, approveListPath)).toEqual([{ ids: [11, 12, 21] }]);
    const refused = screen.getByRole("alert", { name: "1 file was not reviewed" });
    expect(
      within(refused).getByText("receipt.png: This evidence file has already been reviewed."),
    ).toBeInTheDocument();
    await waitFor(() => expect(searchCount(fetchMock)).toBe(2));
  });

  it("rejects the selected files with one reason", async () => {
    const fetchMock = serve({
      [rejectListPath]: () => jsonResponse(200, { reviewed: [11, 21], refused: [] }),
    });
    renderReview();
    await userEvent.click(await screen.findByRole("checkbox", { name: "Select fare-april.pdf" }));
    await userEvent.click(screen.getByRole("checkbox", { name: "Select refund.pdf" }));
    expect(screen.getByRole("checkbox", { name: "Select every file on this page" })).toHaveAttribute(
      "data-indeterminate",
      "true",
    );
    await userEvent.click(screen.getByRole("button", { name: "Reject selected" }));
    const dialog = await screen.findByRole("dialog", { name: "Reject evidence" });
    expect(within(dialog).getByText(/Reject 2 files\?/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("textbox", { name: /Reason for the rejection/ }));
    await userEvent.paste("Unreadable scans.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Reject" }));
    expect(await screen.findByText("2 files were rejected.")).toBeInTheDocument();
    expect(sentBodies(fetchMock, rejectListPath)).toEqual([{ ids: [11, 21], reason: "Unreadable scans." }]);
  });

  it("shows the server's refusal of a single file", async () => {
    serve({
      "POST /api/commutationTicket/approveEvidence/11": () =>
        jsonResponse(409, { message: "ticket.evidenceAlreadyReviewed", errors: [] }),
    });
    renderReview();
    await userEvent.click(await screen.findByRole("button", { name: "Approve fare-april.pdf" }));
    const refused = await screen.findByRole("alert", { name: "1 file was not reviewed" });
    expect(
      within(refused).getByText("fare-april.pdf: This evidence file has already been reviewed."),
    ).toBeInTheDocument();
  });

  it("says when no evidence waits", async () => {
    serve({ [searchPath]: () => jsonResponse(200, { data: [], totalCount: 0 }) });
    renderReview();
    expect(await screen.findByText("No evidence waits for review.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Approve selected" })).not.toBeInTheDocument();
  });

  it("offers a retry when the list cannot be loaded", async () => {
    let fail = true;
    serve({
      [searchPath]: () =>
        fail
          ? jsonResponse(500, { message: "boom", errors: [] })
          : jsonResponse(200, { data: waiting, totalCount: 2 }),
    });
    renderReview();
    expect(await screen.findByText("The evidence to review could not be loaded.")).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByText("refund.pdf")).toBeInTheDocument();
  });
});
