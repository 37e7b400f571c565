import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { callsTo, serve } from "../../../test/fake-api";
import { leaveRequest, leaveTypes } from "../../../test/leave";
import { jsonResponse, renderRoutes } from "../../../test/render";
import { LeaveQueue } from "./leave-queue";

const waiting = leaveRequest(9, {
  actions: ["leaderApprove", "leaderReject"],
  reason: "Sister's wedding in Osaka",
});

function serveQueue() {
  return serve({
    "GET /api/leave/types": () => jsonResponse(200, leaveTypes),
    "GET /api/leave/queue": () => jsonResponse(200, { data: [waiting], totalCount: 1 }),
    "GET /api/leave/requests/9": () => jsonResponse(200, waiting),
    "POST /api/leave/requests/9/leaderApprove": () =>
      jsonResponse(200, { ...waiting, status: 3, actions: [], decidedByName: "Ken Sato" }),
    "POST /api/leave/requests/9/leaderReject": (_url, body) =>
      jsonResponse(200, {
        ...waiting,
        status: 4,
        actions: [],
        decisionReason: (body as { reason: string }).reason,
      }),
    "GET /api/menu/fes/updateNumber": () => jsonResponse(200, []),
  });
}

const renderQueue = () =>
  renderRoutes([{ path: "/leave/leader", element: <LeaveQueue kind="leader" /> }], "/leave/leader");

describe("the leader's leave queue", () => {
  it("lists who asks for what, and approves in the row", async () => {
    const fetchMock = serveQueue();
    renderQueue();
    const row = (await screen.findByText("Aiko Tanaka")).closest("tr") as HTMLElement;
    expect(within(row).getByText("2 days")).toBeInTheDocument();
    expect(within(row).getByText("Sister's wedding in Osaka")).toBeInTheDocument();
    expect(screen.getByText("1 request waits")).toBeInTheDocument();
    await userEvent.click(within(row).getByRole("button", { name: "Approve" }));
    await waitFor(() =>
      expect(callsTo(fetchMock, "POST /api/leave/requests/9/leaderApprove")).toHaveLength(1),
    );
    expect(await screen.findByText("Leave approved.")).toBeInTheDocument();
  });

  it("asks for the reason before rejecting, and sends it", async () => {
    const fetchMock = serveQueue();
    renderQueue();
    const row = (await screen.findByText("Aiko Tanaka")).closest("tr") as HTMLElement;
    await userEvent.click(within(row).getByRole("button", { name: "Reject" }));
    const dialog = await screen.findByRole("dialog", { name: "Reject the leave" });
    expect(
      within(dialog).getByText(/Aiko Tanaka asked for leave on 2026\/06\/10 – 2026\/06\/11/),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Reject" }));
    expect(callsTo(fetchMock, "POST /api/leave/requests/9/leaderReject")).toHaveLength(0);
    await userEvent.type(within(dialog).getByRole("textbox", { name: /Reason/ }), "Release week");
    await userEvent.click(within(dialog).getByRole("button", { name: "Reject" }));
    await waitFor(() =>
      expect(callsTo(fetchMock, "POST /api/leave/requests/9/leaderReject").map((call) => call.body)).toEqual([
        { reason: "Release week" },
      ]),
    );
  });

  it("opens a request with its days and history", async () => {
    serveQueue();
    renderQueue();
    await userEvent.click(await screen.findByRole("button", { name: "Open: 2026/06/10 – 2026/06/11" }));
    const drawer = await screen.findByRole("dialog", { name: "Leave request" });
    expect(await within(drawer).findByText("Sister's wedding in Osaka")).toBeInTheDocument();
    expect(within(drawer).getByText("Sent")).toBeInTheDocument();
    expect(within(drawer).getAllByText("1 day")).toHaveLength(2);
  });
});
