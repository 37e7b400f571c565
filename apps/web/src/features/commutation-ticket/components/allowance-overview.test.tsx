import type { AllowanceRow } from "@portal/contract/commutation-ticket/ticket-review.schema";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { changeLanguage } from "../../../lib/i18n";
import { sentBodies, serveTickets, type TicketApi } from "../../../test/commutation-ticket";
import { jsonResponse, renderRoutes } from "../../../test/render";
import { ticketPaths } from "../ticket-paths";
import { AllowanceOverview } from "./allowance-overview";

const searchPath = "POST /api/commutationTicket/searchAllowanceRequest";
const historyPath = "GET /api/commutationTicket/getTicketAllowanceHistory/15";

function allowance(employeeId: number, overrides: Partial<AllowanceRow> = {}): AllowanceRow {
  return {
    employeeId,
    account: "employee1",
    employeeCode: "E0001",
    employeeName: "Hanako Sato",
    departmentName: "Development 1",
    departmentNameJa: "開発1部",
    routeId: 3,
    monthlyTotal: 12340,
    allowanceLimit: 50000,
    taxableMonthlyAmount: 0,
    overBudget: false,
    ticketsInForce: 1,
    ticketsPending: 0,
    endDate: "2026-04-30",
    ...overrides,
  };
}

const rows = [
  allowance(12),
  allowance(15, {
    account: "employee2",
    employeeCode: "E0002",
    employeeName: "Taro Suzuki",
    departmentName: "Sales",
    departmentNameJa: "営業部",
    monthlyTotal: 171000,
    allowanceLimit: 150000,
    taxableMonthlyAmount: 21000,
    overBudget: true,
    ticketsInForce: 2,
    ticketsPending: 1,
    endDate: "2026-09-30",
  }),
];

const history = {
  employeeId: 15,
  employeeName: "Taro Suzuki",
  allowanceLimit: 150000,
  months: [
    { month: "2026-05", amount: 171000, taxableAmount: 21000, ticketIds: [4, 5] },
    { month: "2026-04", amount: 64000, taxableAmount: 0, ticketIds: [4] },
  ],
};

function serve(answers: TicketApi = {}) {
  return serveTickets({
    "GET /api/commutationTicket/searchOptions": () =>
      jsonResponse(200, { departments: [{ id: 4, name: "Sales", nameJa: "営業部" }] }),
    [searchPath]: () => jsonResponse(200, { data: rows, totalCount: 41 }),
    [historyPath]: () => jsonResponse(200, history),
    ...answers,
  });
}

const renderOverview = () =>
  renderRoutes(
    [
      { path: "/", element: <AllowanceOverview /> },
      { path: ticketPaths.actingForPattern, element: <p>acting for screen</p> },
    ],
    "/",
    undefined,
    { env: "test" },
  );

const pageOf = (fetchMock: ReturnType<typeof serve>) =>
  new Headers(
    fetchMock.mock.calls.filter(([url]) => url.endsWith("/searchAllowanceRequest")).at(-1)?.[1]?.headers,
  ).get("x-pagination-page");

describe("HR's allowance overview", { timeout: 20_000 }, () => {
  it("lists the employees' allowances, 20 a page", async () => {
    const fetchMock = serve();
    renderOverview();
    const row = (await screen.findByText("Taro Suzuki")).closest("tr") as HTMLElement;
    expect(sentBodies(fetchMock, searchPath)).toEqual([{}]);
    const headers = new Headers(fetchMock.mock.calls.find(([url]) => url.endsWith("Request"))?.[1]?.headers);
    expect(headers.get("x-pagination-size")).toBe("20");
    expect(pageOf(fetchMock)).toBe("1");
    expect(screen.getByText("41 employees")).toBeInTheDocument();
    const cells = within(row)
      .getAllByRole("cell")
      .map((cell) => cell.textContent);
    expect(cells).toEqual([
      "Taro SuzukiE0002",
      "Sales",
      "¥171,000",
      "¥150,000",
      "¥21,000",
      "Over budget",
      "2",
      "1",
      "2026/09/30",
      "History",
    ]);
    const first = screen.getByText("Hanako Sato").closest("tr") as HTMLElement;
    expect(within(first).getByText("Within budget")).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Next page" }));
    await waitFor(() => expect(pageOf(fetchMock)).toBe("2"));
  });

  it("filters by department, employee, over budget and pending", async () => {
    const fetchMock = serve();
    renderOverview();
    await screen.findByText("Taro Suzuki");
    await userEvent.click(screen.getByRole("combobox", { name: /^Department/ }));
    await userEvent.click(await screen.findByRole("option", { name: "Sales" }));
    await userEvent.click(screen.getByRole("textbox", { name: /^Employee/ }));
    await userEvent.paste(" E0002 ");
    await userEvent.click(screen.getByRole("checkbox", { name: "Over budget only" }));
    await userEvent.click(screen.getByRole("checkbox", { name: "With a request waiting for a decision" }));
    await userEvent.click(screen.getByRole("button", { name: "Search" }));
    await waitFor(() =>
      expect(sentBodies(fetchMock, searchPath).at(-1)).toEqual({
        departmentId: 4,
        employee: "E0002",
        overBudget: true,
        pending: true,
      }),
    );
    await userEvent.click(screen.getByRole("button", { name: "Reset" }));
    await waitFor(() => expect(sentBodies(fetchMock, searchPath).at(-1)).toEqual({}));
  });

  it("shows an employee's allowance month by month and leads to acting for them", async () => {
    const fetchMock = serve();
    renderOverview();
    await userEvent.click(await screen.findByRole("button", { name: "Allowance history of Taro Suzuki" }));
    const dialog = await screen.findByRole("dialog", { name: "Allowance history: Taro Suzuki" });
    const may = (await within(dialog).findByText("2026-05")).closest("tr") as HTMLElement;
    expect(within(may).getByText("¥171,000")).toBeInTheDocument();
    expect(within(may).getByText("¥21,000")).toBeInTheDocument();
    const april = within(dialog).getByText("2026-04").closest("tr") as HTMLElement;
    expect(within(april).getByText("¥64,000")).toBeInTheDocument();
    expect(within(april).getByText("¥0")).toBeInTheDocument();
    expect(within(dialog).getByText("Monthly limit: ¥150,000")).toBeInTheDocument();
    expect(
      fetchMock.mock.calls.some(([url]) => url === "/api/commutationTicket/getTicketAllowanceHistory/15"),
    ).toBe(true);

    await userEvent.click(within(dialog).getByRole("link", { name: "Act for this employee" }));
    expect(await screen.findByText("acting for screen")).toBeInTheDocument();
  });

  it("says when an employee has no allowance history, and when it cannot be loaded", async () => {
    let fail = false;
    serve({
      [historyPath]: () =>
        fail
          ? jsonResponse(500, { message: "boom", errors: [] })
          : jsonResponse(200, { ...history, months: [] }),
    });
    renderOverview();
    await userEvent.click(await screen.findByRole("button", { name: "Allowance history of Taro Suzuki" }));
    const dialog = await screen.findByRole("dialog");
    expect(await within(dialog).findByText("No allowance has been paid yet.")).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    fail = true;
    await userEvent.click(screen.getByRole("button", { name: "Allowance history of Hanako Sato" }));
    expect(await screen.findByText("The allowance history could not be loaded.")).toBeInTheDocument();
  });

  it("says when no employee matches", async () => {
    serve({ [searchPath]: () => jsonResponse(200, { data: [], totalCount: 0 }) });
    renderOverview();
    expect(await screen.findByText("No employees match the filters.")).toBeInTheDocument();
  });

  it("offers a retry when the allowances cannot be loaded", async () => {
    let fail = true;
    serve({
      [searchPath]: () =>
        fail
          ? jsonResponse(500, { message: "boom", errors: [] })
          : jsonResponse(200, { data: rows, totalCount: 2 }),
    });
    renderOverview();
    expect(await screen.findByText("The allowances could not be loaded.")).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByText("Taro Suzuki")).toBeInTheDocument();
  });

  it("speaks Japanese, with the departments' Japanese names", async () => {
    await changeLanguage("ja");
    try {
      serve();
      renderOverview();
      const row = (await screen.findByText("Taro Suzuki")).closest("tr") as HTMLElement;
      expect(within(row).getByText("営業部")).toBeInTheDocument();
      expect(within(row).getByText("上限超過")).toBeInTheDocument();
      expect(screen.getByText("41 名")).toBeInTheDocument();
      expect(screen.getByRole("button", { name: "Taro Suzuki さんの通勤手当の履歴" })).toBeInTheDocument();
    } finally {
      await changeLanguage("en");
    }
  });
});
