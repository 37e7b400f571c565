import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ticketPaths } from "../../features/commutation-ticket/ticket-paths";
import { changeLanguage } from "../../lib/i18n";
import { saveSession } from "../../lib/session-store";
import {
  evidence,
  failingOnce,
  renderTicketScreen,
  sentBodies,
  serveTickets,
  type TicketApi,
  ticket,
} from "../../test/commutation-ticket";
import { fakeLoginResponse } from "../../test/login-response";
import { jsonResponse } from "../../test/render";
import { TicketHrDeskPage } from "./ticket-hr-desk-page";

const queuePath = "GET /api/commutationTicket/getTicketHrConfirm/hr1";
const decisionPath = "PUT /api/commutationTicket/hrConfirmOrReject";
const refundsPath = "POST /api/commutationTicket/refunds";
const approveRefundPath = "POST /api/commutationTicket/approveRefund";
const rejectRefundPath = "POST /api/commutationTicket/rejectRefund";
const searchPath = "POST /api/commutationTicket/search";

const waiting = [
  ticket(1, { departure: "Kichijoji", arrival: "Shinjuku", status: 8, departmentName: "Sales" }),
  ticket(2, {
    employeeName: "Taro Suzuki",
    departure: "Mitaka",
    arrival: "Tokyo",
    status: 11,
    rejectReason: "The amount looks too high.",
  }),
  ticket(3, { employeeName: "Jiro Tanaka", departure: "Ueno", arrival: "Akihabara", status: 1 }),
];

const cancelling = ticket(21, {
  employeeName: "Taro Suzuki",
  departure: "Mitaka",
  arrival: "Tokyo",
  status: 3,
  amount: 36000,
  cancelDate: "2026-04-15",
  cancelType: "partial",
  refundAmount: 18000,
  cancelReason: 3,
  cancelNote: "Moved to Ogikubo.",
  evidences: [
    evidence(5, {
      fileName: "receipt.pdf",
      size: 1000,
      purpose: "cancel",
      createdAt: "2026-04-15T01:00:00.000Z",
    }),
  ],
});
const cancelled = ticket(22, {
  departure: "Ueno",
  arrival: "Akihabara",
  status: 4,
  cancelDate: "2026-03-31",
  cancelType: "renewal",
  refundAmount: 0,
  cancelReason: 1,
});
/** The rest of a 25-request list: cancelled ones. */
const others = Array.from({ length: 18 }, (_, index) =>
  ticket(100 + index, {
    departure: `Station ${index}`,
    arrival: "Tokyo",
    status: 4,
    cancelDate: "2026-03-01",
  }),
);
const secondPage = [
  ticket(200, { departure: "Nakano", arrival: "Tokyo", status: 6, cancelDate: "2026-02-01" }),
];

function serve(answers: TicketApi = {}) {
  return serveTickets({
    [queuePath]: () => jsonResponse(200, waiting),
    [refundsPath]: () => jsonResponse(200, { data: [cancelling, cancelled, ...others], totalCount: 21 }),
    ...answers,
  });
}

const renderPage = (search = "") => renderTicketScreen(ticketPaths.hrDesk, <TicketHrDeskPage />, search);

const tab = (name: string) => screen.getByRole("tab", { name });

/** Every "METHOD path" called, once each. */
function calledPaths(fetchMock: ReturnType<typeof serveTickets>) {
  return [
    ...new Set(fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? "GET"} ${url.split("?")[0]}`)),
  ];
}

/** The paging headers of the calls to one "METHOD path". */
function sentPages(fetchMock: ReturnType<typeof serveTickets>, call: string) {
  return fetchMock.mock.calls
    .filter(([url, init]) => `${init?.method ?? "GET"} ${url.split("?")[0]}` === call)
    .map(([, init]) => (init?.headers as Record<string, string> | undefined)?.["x-pagination-page"]);
}

describe("HR desk", () => {
  beforeEach(() => saveSession(fakeLoginResponse({ username: "hr1", fes_admin: 1 }), "account"));

  describe("tabs", () => {
    it("opens on the tickets to confirm, with the employee picker in the header", async () => {
      serve();
      renderPage();
      expect(
        screen.getByRole("heading", { level: 1, name: "Commuting tickets: HR desk" }),
      ).toBeInTheDocument();
      expect(screen.getByRole("combobox", { name: "Act for an employee" })).toBeInTheDocument();
      expect(screen.getByRole("tablist", { name: "HR desk sections" })).toBeInTheDocument();
      expect(tab("To confirm")).toHaveAttribute("aria-selected", "true");
      expect(await screen.findByRole("link", { name: "Mitaka → Tokyo" })).toBeInTheDocument();
    });

    it("opens the tab the URL names and keeps the chosen tab in the URL", async () => {
      const fetchMock = serve();
      const { router } = renderPage("?tab=evidence");
      expect(tab("Evidence")).toHaveAttribute("aria-selected", "true");
      expect(screen.getByRole("region", { name: "Evidence to review" })).toBeInTheDocument();
      // Only the open tab is mounted: nothing but its search loads.
      await waitFor(() => expect(calledPaths(fetchMock)).toEqual([searchPath]));

      await userEvent.click(tab("Search"));
      expect(router.state.location.search).toBe("?tab=search");
      expect(screen.getByRole("region", { name: "Ticket search" })).toBeInTheDocument();
      expect(screen.queryByRole("region", { name: "Evidence to review" })).not.toBeInTheDocument();

      // The keyboard moves between the tabs too.
      await userEvent.keyboard("{ArrowRight}");
      expect(tab("Allowances")).toHaveAttribute("aria-selected", "true");
      expect(tab("Allowances")).toHaveFocus();
      expect(router.state.location.search).toBe("?tab=allowances");
      expect(screen.getByRole("region", { name: "Commuting allowances" })).toBeInTheDocument();
    });

    it("falls back to the tickets to confirm for an unknown tab", async () => {
      serve();
      renderPage("?tab=nonsense");
      expect(tab("To confirm")).toHaveAttribute("aria-selected", "true");
      expect(await screen.findByRole("link", { name: "Mitaka → Tokyo" })).toBeInTheDocument();
    });
  });

  describe("tickets to confirm", () => {
    it("lists the tickets waiting for HR with their status and why an approver sent one back", async () => {
      const fetchMock = serve();
      renderPage();
      const link = await screen.findByRole("link", { name: "Mitaka → Tokyo" });
      expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/commutationTicket/getTicketHrConfirm/hr1");
      const row = link.closest("tr") as HTMLElement;
      expect(within(row).getByText("Rejected to HR")).toBeInTheDocument();
      expect(within(row).getByText(/The amount looks too high\./)).toBeInTheDocument();
      const first = screen.getByRole("link", { name: "Kichijoji → Shinjuku" }).closest("tr") as HTMLElement;
      expect(within(first).getByText("Manager confirmed")).toBeInTheDocument();
      expect(within(first).getByText("Sales")).toBeInTheDocument();
      expect(screen.getByText("3 tickets waiting")).toBeInTheDocument();
    });

    it("confirms the selected tickets at once", async () => {
      const fetchMock = serve({
        [decisionPath]: () => jsonResponse(200, { decided: [1, 3], refused: [] }),
      });
      const { queryClient } = renderPage();
      const invalidate = vi.spyOn(queryClient, "invalidateQueries");
      await userEvent.click(
        await screen.findByRole("checkbox", { name: "Select Hanako Sato, Kichijoji → Shinjuku" }),
      );
      await userEvent.click(screen.getByRole("checkbox", { name: "Select Jiro Tanaka, Ueno → Akihabara" }));
      expect(screen.getByText(/2 selected/)).toBeInTheDocument();
      await userEvent.click(screen.getByRole("button", { name: "Confirm selected" }));
      expect(
        await screen.findByText("2 tickets were confirmed and sent to the approver."),
      ).toBeInTheDocument();
      expect(sentBodies(fetchMock, decisionPath)).toEqual([{ ids: [1, 3], confirm: true }]);
      await waitFor(() => expect(sentBodies(fetchMock, queuePath)).toHaveLength(2));
      expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual(
        expect.arrayContaining([
          ["commutationTicket", "hrQueue"],
          ["commutationTicket", "approverQueue"],
          ["menu", "numbers"],
          ["commutationTicket", "ticket"],
          ["commutationTicket", "logs"],
        ]),
      );
    });

    it("rejects one ticket only with a reason", async () => {
      const fetchMock = serve({ [decisionPath]: () => jsonResponse(200, { decided: [2], refused: [] }) });
      renderPage();
      await userEvent.click(
        await screen.findByRole("button", { name: "Reject Taro Suzuki, Mitaka → Tokyo" }),
      );
      const dialog = await screen.findByRole("dialog", { name: "Reject the ticket" });
      await userEvent.click(within(dialog).getByRole("button", { name: "Reject" }));
      expect(within(dialog).getByText("Please give a reason.")).toBeInTheDocument();
      expect(sentBodies(fetchMock, decisionPath)).toHaveLength(0);
      await userEvent.click(within(dialog).getByRole("textbox", { name: /Reason for the rejection/ }));
      await userEvent.paste("Please attach the fare table.");
      await userEvent.click(within(dialog).getByRole("button", { name: "Reject" }));
      expect(
        await screen.findByText("The ticket was rejected and returned to the employee."),
      ).toBeInTheDocument();
      expect(sentBodies(fetchMock, decisionPath)).toEqual([
        { ids: [2], confirm: false, reason: "Please attach the fare table." },
      ]);
    });

    it("says when nothing waits", async () => {
      serve({ [queuePath]: () => jsonResponse(200, []) });
      renderPage();
      expect(await screen.findByText("Nothing waits for HR's confirmation.")).toBeInTheDocument();
      expect(screen.queryByRole("button", { name: "Confirm selected" })).not.toBeInTheDocument();
    });

    it("offers a retry when the queue cannot be loaded", async () => {
      serve({ [queuePath]: failingOnce(() => jsonResponse(200, waiting)) });
      renderPage();
      const alert = await screen.findByRole("alert", { name: "The tickets to confirm could not be loaded." });
      await userEvent.click(within(alert).getByRole("button", { name: "Retry" }));
      expect(await screen.findByRole("link", { name: "Mitaka → Tokyo" })).toBeInTheDocument();
    });
  });

  describe("refunds", () => {
    it("lists the refund requests with how they settle, 20 a page", async () => {
      let calls = 0;
      const fetchMock = serve({
        [refundsPath]: () => {
          calls += 1;
          const data = calls === 1 ? [cancelling, cancelled, ...others] : secondPage;
          return jsonResponse(200, { data, totalCount: 21 });
        },
      });
      renderPage("?tab=refunds");
      expect(tab("Refunds")).toHaveAttribute("aria-selected", "true");
      const link = await screen.findByRole("link", { name: "Mitaka → Tokyo" });
      expect(sentBodies(fetchMock, refundsPath)).toEqual([{}]);
      expect(sentPages(fetchMock, refundsPath)).toEqual(["1"]);
      const row = link.closest("tr") as HTMLElement;
      for (const text of [
        "Taro Suzuki",
        "¥36,000",
        "2026/04/01 – 2026/04/30",
        "2026/04/15",
        "Partial refund",
        "¥18,000",
        "Change home address",
        "Moved to Ogikubo.",
        "1 file",
        "Cancelling",
      ]) {
        expect(within(row).getByText(text)).toBeInTheDocument();
      }
      expect(
        within(row).getByRole("button", { name: "Reject the refund of Taro Suzuki, Mitaka → Tokyo" }),
      ).toBeInTheDocument();
      // A decided request can no longer be selected or rejected.
      const decided = screen.getByRole("link", { name: "Ueno → Akihabara" }).closest("tr") as HTMLElement;
      expect(within(decided).getByText("Cancel renewal")).toBeInTheDocument();
      expect(within(decided).getByText("Quit plan")).toBeInTheDocument();
      expect(within(decided).getByText("None")).toBeInTheDocument();
      expect(within(decided).getByText("Cancelled")).toBeInTheDocument();
      expect(within(decided).queryByRole("checkbox")).not.toBeInTheDocument();
      expect(within(decided).queryByRole("button")).not.toBeInTheDocument();
      expect(screen.getByText("21 refund requests")).toBeInTheDocument();

      await userEvent.click(screen.getByRole("button", { name: "Page 2" }));
      expect(await screen.findByRole("link", { name: "Nakano → Tokyo" })).toBeInTheDocument();
      expect(sentPages(fetchMock, refundsPath)).toEqual(["1", "2"]);
      expect(screen.getByRole("button", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    });

    it("names the cancel reason in the user's language", async () => {
      await changeLanguage("ja");
      try {
        serve();
        renderPage("?tab=refunds");
        const link = await screen.findByRole("link", { name: "Mitaka → Tokyo" });
        const row = link.closest("tr") as HTMLElement;
        expect(within(row).getByText("住所変更")).toBeInTheDocument();
        expect(within(row).getByText("一部払い戻し")).toBeInTheDocument();
        expect(screen.getByRole("tab", { name: "払い戻し" })).toHaveAttribute("aria-selected", "true");
      } finally {
        await changeLanguage("en");
      }
    });

    it("shows only the requests waiting for a decision when asked", async () => {
      const fetchMock = serve();
      renderPage("?tab=refunds");
      await screen.findByRole("link", { name: "Mitaka → Tokyo" });
      await userEvent.click(screen.getByRole("switch", { name: "Only requests waiting for a decision" }));
      await waitFor(() => expect(sentBodies(fetchMock, refundsPath)).toEqual([{}, { statuses: [3] }]));
    });

    it("approves the selected refunds", async () => {
      const fetchMock = serve({
        [approveRefundPath]: () => jsonResponse(200, { decided: [21], refused: [] }),
      });
      const { queryClient } = renderPage("?tab=refunds");
      const invalidate = vi.spyOn(queryClient, "invalidateQueries");
      await screen.findByRole("link", { name: "Mitaka → Tokyo" });
      const approve = screen.getByRole("button", { name: "Approve selected refunds" });
      expect(approve).toBeDisabled();
      await userEvent.click(screen.getByRole("checkbox", { name: "Select all" }));
      expect(screen.getByRole("checkbox", { name: "Select Taro Suzuki, Mitaka → Tokyo" })).toBeChecked();
      await userEvent.click(approve);
      expect(await screen.findByText("1 refund was approved; the ticket is cancelled.")).toBeInTheDocument();
      expect(sentBodies(fetchMock, approveRefundPath)).toEqual([{ ids: [21] }]);
      await waitFor(() => expect(sentBodies(fetchMock, refundsPath)).toHaveLength(2));
      expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual(
        expect.arrayContaining([
          ["commutationTicket", "refunds"],
          ["menu", "numbers"],
        ]),
      );
    });

    it("rejects one refund only with a reason", async () => {
      const fetchMock = serve({
        [rejectRefundPath]: () => jsonResponse(200, { decided: [21], refused: [] }),
      });
      renderPage("?tab=refunds");
      await userEvent.click(
        await screen.findByRole("button", { name: "Reject the refund of Taro Suzuki, Mitaka → Tokyo" }),
      );
      const dialog = await screen.findByRole("dialog", { name: "Reject the refund request" });
      expect(
        within(dialog).getByText(/Reject the refund of Mitaka → Tokyo requested by Taro Suzuki\?/),
      ).toBeInTheDocument();
      await userEvent.click(within(dialog).getByRole("button", { name: "Reject" }));
      expect(within(dialog).getByText("Please give a reason.")).toBeInTheDocument();
      await userEvent.click(within(dialog).getByRole("textbox", { name: /Reason for the rejection/ }));
      await userEvent.paste("The receipt is missing.");
      await userEvent.click(within(dialog).getByRole("button", { name: "Reject" }));
      expect(await screen.findByText("The refund request was rejected.")).toBeInTheDocument();
      expect(sentBodies(fetchMock, rejectRefundPath)).toEqual([
        { ids: [21], reason: "The receipt is missing." },
      ]);
    });

    it("lists what the server refused", async () => {
      serve({
        [approveRefundPath]: () => jsonResponse(409, { message: "ticket.invalidTransition", errors: [] }),
      });
      renderPage("?tab=refunds");
      await userEvent.click(
        await screen.findByRole("checkbox", { name: "Select Taro Suzuki, Mitaka → Tokyo" }),
      );
      await userEvent.click(screen.getByRole("button", { name: "Approve selected refunds" }));
      expect(
        await screen.findByText(
          "Taro Suzuki, Mitaka → Tokyo: This ticket cannot be changed that way in its current status.",
        ),
      ).toBeInTheDocument();
    });

    it("says when there are none, and offers a retry when they cannot be loaded", async () => {
      serve({ [refundsPath]: failingOnce(() => jsonResponse(200, { data: [], totalCount: 0 })) });
      renderPage("?tab=refunds");
      const alert = await screen.findByRole("alert", { name: "The refund requests could not be loaded." });
      await userEvent.click(within(alert).getByRole("button", { name: "Retry" }));
      expect(await screen.findByText("There are no refund requests.")).toBeInTheDocument();
    });

    it("shows cards with the same controls on a narrow screen", async () => {
      const narrow = window.matchMedia("(max-width: 1px)");
      vi.spyOn(window, "matchMedia").mockImplementation((query) => ({
        ...narrow,
        matches: true,
        media: query,
      }));
      serve();
      renderPage("?tab=refunds");
      await screen.findByRole("link", { name: "Mitaka → Tokyo" });
      expect(screen.queryByRole("table")).not.toBeInTheDocument();
      const first = screen.getAllByRole("listitem")[0] as HTMLElement;
      expect(within(first).getByText("Change home address")).toBeInTheDocument();
      expect(within(first).getByText("¥18,000")).toBeInTheDocument();
      await userEvent.click(screen.getByRole("checkbox", { name: "Select all" }));
      expect(
        within(first).getByRole("checkbox", { name: "Select Taro Suzuki, Mitaka → Tokyo" }),
      ).toBeChecked();
      expect(
        within(first).getByRole("button", { name: "Reject the refund of Taro Suzuki, Mitaka → Tokyo" }),
      ).toBeInTheDocument();
    });
  });
});
