import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { callsTo, serve } from "../../../test/fake-api";
import { jsonResponse, renderRoutes } from "../../../test/render";
import { SummerVacationCard } from "./summer-vacation-card";

describe("HR's summer vacation", () => {
  it("grants the year's days, and takes back the unused ones after asking", async () => {
    const fetchMock = serve({
      "GET /api/config/summer-vacation-extension-date": () =>
        jsonResponse(200, { from: "2026-07-01", to: "2026-09-30", date: null }),
      "POST /api/employee/addSummerVacation": () => jsonResponse(200, { year: 2026, employees: 58 }),
      "POST /api/employee/resetSummerVacation": () => jsonResponse(200, { year: 2026, employees: 12 }),
    });
    renderRoutes([{ path: "/", element: <SummerVacationCard /> }], "/");
    expect(await screen.findByText(/2026\/07\/01 – 2026\/09\/30/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Grant the 2026 summer days" }));
    expect(await screen.findByText("Summer days granted to 58 employees.")).toBeInTheDocument();
    expect(callsTo(fetchMock, "POST /api/employee/addSummerVacation").map((call) => call.body)).toEqual([
      { year: 2026 },
    ]);

    await userEvent.click(screen.getByRole("button", { name: "Take back the unused 2026 days" }));
    const dialog = await screen.findByRole("dialog", { name: "Take back the unused summer days of 2026?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Take back the unused 2026 days" }));
    await waitFor(() => expect(callsTo(fetchMock, "POST /api/employee/resetSummerVacation")).toHaveLength(1));
    expect(await screen.findByText("Unused days taken back from 12 employees.")).toBeInTheDocument();
  });
});
