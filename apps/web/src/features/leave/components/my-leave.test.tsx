import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { callsTo, serve } from "../../../test/fake-api";
import { leaveBalance, leaveRequest, leaveTypes } from "../../../test/leave";
import { jsonResponse, renderRoutes } from "../../../test/render";
import { MyLeave } from "./my-leave";

const marineDay = { date: "2026-07-20", kind: "public", nameEn: "Marine Day", nameJa: "海の日" };

function serveLeave(overrides: Record<string, () => Response> = {}) {
  return serve({
    "GET /api/leave/types": () => jsonResponse(200, leaveTypes),
    "GET /api/leave/balance": () => jsonResponse(200, leaveBalance),
    "GET /api/leave/requests": () => jsonResponse(200, { data: [leaveRequest(3)], totalCount: 1 }),
    "GET /api/leave/daysOff": () => jsonResponse(200, [marineDay]),
    "POST /api/leave/requests": () => jsonResponse(200, leaveRequest(4)),
    "GET /api/menu/fes/updateNumber": () => jsonResponse(200, []),
    ...overrides,
  });
}

const renderMyLeave = () => renderRoutes([{ path: "/leave", element: <MyLeave /> }], "/leave");

describe("my leave", () => {
  it("shows the balance, the 5-day obligation and, on request, each grant", async () => {
    serveLeave();
    renderMyLeave();
    expect(await screen.findByTestId("leave-left")).toHaveTextContent("11 days and 4 hours");
    expect(screen.getByText("2 days booked for days to come")).toBeInTheDocument();
    expect(screen.getByText("3 days lapse on 2026/10/31 unless taken.")).toBeInTheDocument();
    expect(screen.getByText("Still to arrange: 2 days")).toBeInTheDocument();
    const progress = screen.getByRole("group", { name: /5-day obligation/ });
    expect(within(progress).getByRole("progressbar", { name: "Taken: 2 days" })).toHaveAttribute(
      "aria-valuenow",
      "40",
    );

    await userEvent.click(screen.getByRole("button", { name: "How is this worked out?" }));
    const grants = screen.getByRole("table", { name: "Grants of annual paid leave" });
    expect(within(grants).getByText("The law (18 months of service)")).toBeInTheDocument();
    expect(within(grants).getByText("8 days and 4 hours")).toBeInTheDocument();

    const mine = await screen.findByRole("table", { name: "My requests" });
    expect(within(mine).getByText("2026/06/10 – 2026/06/11")).toBeInTheDocument();
    expect(within(mine).getByText("Submitted")).toBeInTheDocument();
  });

  it("asks for leave: counts the working days without the holiday, then sends the request", async () => {
    const fetchMock = serveLeave();
    renderMyLeave();
    await userEvent.click(await screen.findByRole("button", { name: "Ask for leave" }));
    const dialog = await screen.findByRole("dialog", { name: "Ask for leave" });
    const from = within(dialog).getByRole("textbox", { name: /^First day/ });
    const to = within(dialog).getByRole("textbox", { name: /^Last day/ });
    await userEvent.clear(from);
    await userEvent.type(from, "2026/07/17");
    await userEvent.clear(to);
    await userEvent.type(to, "2026/07/21");
    // Friday 17, Monday 20 (Marine Day) and Tuesday 21: two working days.
    expect(await within(dialog).findByText("2 working days: 2 days")).toBeInTheDocument();
    expect(within(dialog).getByText("Left out: 2026/07/20")).toBeInTheDocument();
    expect(within(dialog).getByText("Left after this request: 9 days and 4 hours")).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole("button", { name: "Send" }));
    await waitFor(() =>
      expect(callsTo(fetchMock, "POST /api/leave/requests").map((call) => call.body)).toEqual([
        {
          leaveTypeId: 1,
          fromDate: "2026-07-17",
          toDate: "2026-07-21",
          duration: 1,
          fromTime: null,
          toTime: null,
          reason: "",
          submit: true,
        },
      ]),
    );
    expect(await screen.findByText("Request sent.")).toBeInTheDocument();
  });

  it("shows the server's refusal beside the field it names", async () => {
    serveLeave({
      "POST /api/leave/requests": () =>
        jsonResponse(400, {
          message: "You already asked for leave on 2026-07-17.",
          errors: [{ field: "fromDate", errorMessage: "You already asked for leave on 2026-07-17." }],
        }),
    });
    renderMyLeave();
    await userEvent.click(await screen.findByRole("button", { name: "Ask for leave" }));
    const dialog = await screen.findByRole("dialog", { name: "Ask for leave" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Save as draft" }));
    expect(await within(dialog).findAllByText("You already asked for leave on 2026-07-17.")).toHaveLength(2);
  });
});
