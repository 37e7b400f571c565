import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { changeLanguage } from "../../lib/i18n";
import { failingOnce, sentBodies } from "../../test/commutation-ticket";
import { jsonResponse } from "../../test/render";
import {
  approveRefundPath,
  cancelled,
  cancelling,
  others,
  refundsPath,
  rejectRefundPath,
  renderHrDesk,
  secondPage,
  sentPages,
  serveHrDesk,
  signInAsHr,
  tab,
} from "../../test/ticket-hr-desk";

describe("HR desk: refunds", () => {
  beforeEach(signInAsHr);

  it("lists the refund requests with how they settle, 20 a page", async () => {
    let calls = 0;
    const fetchMock = serveHrDesk({
      [refundsPath]: () => {
        calls += 1;
        const data = calls === 1 ? [cancelling, cancelled, ...others] : secondPage;
        return jsonResponse(200, { data, totalCount: 21, waitingCount: 1 });
      },
    });
    renderHrDesk("?tab=refunds");
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
      // The file waits for HR's review: the refund cannot be approved before it.
      "1 file · 1 not reviewed",
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
      serveHrDesk();
      renderHrDesk("?tab=refunds");
      const link = await screen.findByRole("link", { name: "Mitaka → Tokyo" });
      const row = link.closest("tr") as HTMLElement;
      expect(within(row).getByText("住所変更")).toBeInTheDocument();
      expect(within(row).getByText("一部払い戻し")).toBeInTheDocument();
      // The tab says how many refunds wait, as the menu counts them.
      expect(screen.getByRole("tab", { name: "払い戻し：1 件が処理待ち" })).toHaveAttribute(
        "aria-selected",
        "true",
      );
    } finally {
      await changeLanguage("en");
    }
  });

  it("shows only the requests waiting for a decision when asked", async () => {
    const fetchMock = serveHrDesk();
    renderHrDesk("?tab=refunds");
    await screen.findByRole("link", { name: "Mitaka → Tokyo" });
    await userEvent.click(screen.getByRole("switch", { name: "Only requests waiting for a decision" }));
    await waitFor(() => expect(sentBodies(fetchMock, refundsPath)).toEqual([{}, { statuses: [3] }]));
  });

  it("approves the selected refunds", async () => {
    const fetchMock = serveHrDesk({
      [approveRefundPath]: () => jsonResponse(200, { decided: [21], refused: [] }),
    });
    const { queryClient } = renderHrDesk("?tab=refunds");
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
    const fetchMock = serveHrDesk({
      [rejectRefundPath]: () => jsonResponse(200, { decided: [21], refused: [] }),
    });
    renderHrDesk("?tab=refunds");
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
    serveHrDesk({
      [approveRefundPath]: () => jsonResponse(409, { message: "ticket.invalidTransition", errors: [] }),
    });
    renderHrDesk("?tab=refunds");
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
    serveHrDesk({
      [refundsPath]: failingOnce(() => jsonResponse(200, { data: [], totalCount: 0, waitingCount: 0 })),
    });
    renderHrDesk("?tab=refunds");
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
    serveHrDesk();
    renderHrDesk("?tab=refunds");
    await screen.findByRole("link", { name: "Mitaka → Tokyo" });
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    const first = screen.getAllByRole("listitem")[0] as HTMLElement;
    expect(within(first).getByText("Change home address")).toBeInTheDocument();
    expect(within(first).getByText("¥18,000")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("checkbox", { name: "Select all" }));
    expect(within(first).getByRole("checkbox", { name: "Select Taro Suzuki, Mitaka → Tokyo" })).toBeChecked();
    expect(
      within(first).getByRole("button", { name: "Reject the refund of Taro Suzuki, Mitaka → Tokyo" }),
    ).toBeInTheDocument();
  });
});
