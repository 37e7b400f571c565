import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { failingOnce, sentBodies } from "../../test/commutation-ticket";
import { jsonResponse } from "../../test/render";
import {
  calledPaths,
  decisionPath,
  queuePath,
  refundsPath,
  renderHrDesk,
  searchPath,
  serveHrDesk,
  signInAsHr,
  tab,
  waiting,
} from "../../test/ticket-hr-desk";

describe("HR desk", () => {
  beforeEach(signInAsHr);

  describe("tabs", () => {
    it("opens on the tickets to confirm, with the employee picker in the header", async () => {
      serveHrDesk();
      renderHrDesk();
      expect(
        screen.getByRole("heading", { level: 1, name: "Commuting tickets: HR desk" }),
      ).toBeInTheDocument();
      expect(screen.getByRole("combobox", { name: "Act for an employee" })).toBeInTheDocument();
      expect(screen.getByRole("tablist", { name: "HR desk sections" })).toBeInTheDocument();
      expect(tab("To confirm")).toHaveAttribute("aria-selected", "true");
      expect(await screen.findByRole("link", { name: "Mitaka → Tokyo" })).toBeInTheDocument();
    });

    it("opens the tab the URL names and keeps the chosen tab in the URL", async () => {
      const fetchMock = serveHrDesk();
      const { router } = renderHrDesk("?tab=evidence");
      expect(tab("Evidence")).toHaveAttribute("aria-selected", "true");
      expect(screen.getByRole("region", { name: "Evidence to review" })).toBeInTheDocument();
      // Only the open tab is mounted: its search loads, and beside it what the tabs count (the
      // tickets to confirm, the refunds' first page), the same calls those tabs make.
      await waitFor(() =>
        expect(calledPaths(fetchMock).sort()).toEqual([queuePath, refundsPath, searchPath].sort()),
      );
      await waitFor(() => expect(tab("Refunds")).toHaveAccessibleName("Refunds: 1 waiting"));

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
      serveHrDesk();
      renderHrDesk("?tab=nonsense");
      expect(tab("To confirm")).toHaveAttribute("aria-selected", "true");
      expect(await screen.findByRole("link", { name: "Mitaka → Tokyo" })).toBeInTheDocument();
    });
  });

  describe("tickets to confirm", () => {
    it("lists the tickets waiting for HR with their status and why an approver sent one back", async () => {
      const fetchMock = serveHrDesk();
      renderHrDesk();
      const link = await screen.findByRole("link", { name: "Mitaka → Tokyo" });
      expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/commutationTicket/getTicketHrConfirm/hr1");
      const row = link.closest("tr") as HTMLElement;
      expect(within(row).getByText("Sent back to HR")).toBeInTheDocument();
      expect(within(row).getByText(/The amount looks too high\./)).toBeInTheDocument();
      const first = screen.getByRole("link", { name: "Kichijoji → Shinjuku" }).closest("tr") as HTMLElement;
      expect(within(first).getByText("Leader confirmed")).toBeInTheDocument();
      expect(within(first).getByText("Sales")).toBeInTheDocument();
      expect(screen.getByText("3 tickets waiting")).toBeInTheDocument();
    });

    it("keeps a long note to three lines in its row, all of it a click away", async () => {
      const note = `${"I moved near the station, so my route changed to the Sobu line. ".repeat(5)}Thanks.`;
      serveHrDesk({ [queuePath]: () => jsonResponse(200, [{ ...waiting[0], notes: note }]) });
      // Taller than the three lines shown (jsdom lays nothing out).
      vi.spyOn(HTMLElement.prototype, "scrollHeight", "get").mockReturnValue(200);
      vi.spyOn(HTMLElement.prototype, "clientHeight", "get").mockReturnValue(60);
      renderHrDesk();
      const link = await screen.findByRole("link", { name: "Kichijoji → Shinjuku" });
      const row = link.closest("tr") as HTMLElement;
      const text = within(row).getByText(note);
      expect(text).toHaveAttribute("data-line-clamp");
      await userEvent.click(within(row).getByRole("button", { name: "Show more" }));
      expect(text).not.toHaveAttribute("data-line-clamp");
      expect(within(row).getByRole("button", { name: "Show less" })).toHaveAttribute("aria-expanded", "true");
      // The reject button stays in the row beside it.
      expect(within(row).getByRole("button", { name: /^Reject / })).toBeInTheDocument();
    });

    it("confirms the selected tickets at once", async () => {
      const fetchMock = serveHrDesk({
        [decisionPath]: () => jsonResponse(200, { decided: [1, 3], refused: [] }),
      });
      const { queryClient } = renderHrDesk();
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
      const fetchMock = serveHrDesk({
        [decisionPath]: () => jsonResponse(200, { decided: [2], refused: [] }),
      });
      renderHrDesk();
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
      serveHrDesk({ [queuePath]: () => jsonResponse(200, []) });
      renderHrDesk();
      expect(await screen.findByText("Nothing waits for HR's confirmation.")).toBeInTheDocument();
      expect(screen.queryByRole("button", { name: "Confirm selected" })).not.toBeInTheDocument();
    });

    it("offers a retry when the queue cannot be loaded", async () => {
      serveHrDesk({ [queuePath]: failingOnce(() => jsonResponse(200, waiting)) });
      renderHrDesk();
      const alert = await screen.findByRole("alert", { name: "The tickets to confirm could not be loaded." });
      await userEvent.click(within(alert).getByRole("button", { name: "Retry" }));
      expect(await screen.findByRole("link", { name: "Mitaka → Tokyo" })).toBeInTheDocument();
    });
  });
});
