import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { changeLanguage } from "../../lib/i18n";
import { callsTo, serve } from "../../test/fake-api";
import { jsonResponse, renderRoutes } from "../../test/render";
import { PayrollReportsPage } from "./payroll-reports-page";

const listPath = "/api/commutationTicket/payroll-reports";
const report = (id: number, month: string) => ({
  id,
  month,
  fileName: `commuting-allowance-${month}.xlsx`,
  rows: 1234,
  monthlyTotal: 2_345_670,
  createdAt: "2026-05-20T00:00:05.000Z",
});

const renderPage = () =>
  renderRoutes(
    [{ path: "/commuting-ticket/payroll-reports", element: <PayrollReportsPage /> }],
    "/commuting-ticket/payroll-reports",
  );

describe("payroll reports", () => {
  it("lists the reports, newest first, with their month, rows and total in yen", async () => {
    const fetchMock = serve({
      [`GET ${listPath}`]: () =>
        jsonResponse(200, { data: [report(2, "2026-05"), report(1, "2026-04")], totalCount: 2 }),
    });
    renderPage();
    expect(screen.getByRole("heading", { level: 1, name: "Payroll reports" })).toBeInTheDocument();
    const row = (await screen.findByText("May 2026")).closest("tr") as HTMLElement;
    expect(within(row).getByText("1,234")).toBeInTheDocument();
    expect(within(row).getByText("¥2,345,670")).toBeInTheDocument();
    expect(within(row).getByText("commuting-allowance-2026-05.xlsx")).toBeInTheDocument();
    expect(screen.getByText("April 2026")).toBeInTheDocument();
    expect(screen.getByText("2 reports")).toBeInTheDocument();
    expect(callsTo(fetchMock, `GET ${listPath}`)[0]?.headers["x-pagination-page"]).toBe("1");
  });

  it("downloads a report's workbook under the server's file name", async () => {
    serve({
      [`GET ${listPath}`]: () => jsonResponse(200, { data: [report(2, "2026-05")], totalCount: 1 }),
      [`GET ${listPath}/2/download`]: () =>
        new Response("xlsx", {
          status: 200,
          headers: {
            "content-type": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
            "content-disposition": 'attachment; filename="commuting-allowance-2026-05.xlsx"',
          },
        }),
    });
    vi.stubGlobal(
      "URL",
      Object.assign(URL, { createObjectURL: vi.fn(() => "blob:xlsx"), revokeObjectURL: vi.fn() }),
    );
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    renderPage();
    await userEvent.click(await screen.findByRole("button", { name: "Download the report for May 2026" }));
    await waitFor(() => expect(clicked).toEqual(["commuting-allowance-2026-05.xlsx"]));
  });

  it("says when there is no report yet, and shows months and yen in Japanese", async () => {
    serve({ [`GET ${listPath}`]: () => jsonResponse(200, { data: [], totalCount: 0 }) });
    const { unmount } = renderPage();
    expect(
      await screen.findByText("No reports yet. The payroll report job makes one each month."),
    ).toBeInTheDocument();
    unmount();

    await changeLanguage("ja");
    try {
      serve({
        [`GET ${listPath}`]: () => jsonResponse(200, { data: [report(2, "2026-05")], totalCount: 1 }),
      });
      renderPage();
      expect(await screen.findByText("2026年5月")).toBeInTheDocument();
      expect(screen.getByText("2,345,670 円")).toBeInTheDocument();
    } finally {
      await changeLanguage("en");
    }
  });

  it("offers a retry when the reports cannot be loaded", async () => {
    serve({ [`GET ${listPath}`]: () => jsonResponse(500, { message: "boom", errors: [] }) });
    renderPage();
    expect(await screen.findByText("The reports could not be loaded.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Retry" })).toBeInTheDocument();
  });
});
