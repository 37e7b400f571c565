import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { callsTo, serve } from "../../../test/fake-api";
import { jsonResponse, renderRoutes } from "../../../test/render";
import { ObligationReport } from "./obligation-report";

const ben = {
  employeeId: 3,
  employeeName: "Ben Ito",
  employeeCode: "E00003",
  departmentEn: "Development",
  departmentJa: "開発部",
  grantDate: "2025-11-01",
  until: "2026-10-31",
  grantedDays: 11,
  takenDays: 1,
  bookedDays: 0.5,
  missingDays: 3.5,
  isMet: false,
  daysLeft: 30,
};

function serveReport() {
  return serve({
    "GET /api/leave/obligations": (url) =>
      jsonResponse(
        200,
        url.searchParams.get("show") === "all"
          ? {
              data: [ben, { ...ben, employeeId: 4, employeeName: "Aiko Mori", isMet: true, missingDays: 0 }],
              totalCount: 2,
            }
          : { data: [ben], totalCount: 1 },
      ),
    "GET /api/leave/ledger": () =>
      new Response("\uFEFFEmployee code\r\n", {
        status: 200,
        headers: {
          "Content-Type": "text/csv",
          "Content-Disposition": 'attachment; filename="leave-ledger-2026.csv"',
        },
      }),
  });
}

describe("HR's 5-day obligation report", () => {
  it("lists who is still short, by deadline, and shows everyone on request", async () => {
    const fetchMock = serveReport();
    renderRoutes([{ path: "/", element: <ObligationReport /> }], "/");
    const table = await screen.findByRole("table", { name: "The 5-day obligation" });
    const row = (await within(table).findByText("Ben Ito")).closest("tr") as HTMLElement;
    expect(within(row).getByText("3 days and 4 hours")).toBeInTheDocument();
    expect(within(row).getByText("30 days left")).toBeInTheDocument();
    expect(within(row).getByText("2025/11/01 (11 days)")).toBeInTheDocument();

    await userEvent.click(screen.getByRole("radio", { name: "Everyone" }));
    expect(await within(table).findByText("Aiko Mori")).toBeInTheDocument();
    expect(within(table).getByText("Done")).toBeInTheDocument();
    expect(callsTo(fetchMock, "GET /api/leave/obligations").at(-1)?.url.searchParams.get("show")).toBe("all");
  });

  it("downloads the leave ledger of the year chosen", async () => {
    const fetchMock = serveReport();
    vi.stubGlobal(
      "URL",
      Object.assign(URL, { createObjectURL: () => "blob:ledger", revokeObjectURL: () => undefined }),
    );
    renderRoutes([{ path: "/", element: <ObligationReport /> }], "/");
    await userEvent.click(await screen.findByRole("button", { name: "Download CSV" }));
    await waitFor(() => expect(callsTo(fetchMock, "GET /api/leave/ledger")).toHaveLength(1));
    expect(callsTo(fetchMock, "GET /api/leave/ledger")[0]?.url.searchParams.get("year")).toBe(
      String(new Date().getFullYear()),
    );
  });
});
