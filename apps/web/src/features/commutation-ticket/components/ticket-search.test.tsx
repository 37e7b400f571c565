import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { sentBodies, serveTickets, type TicketApi, ticket } from "../../../test/commutation-ticket";
import { jsonResponse, renderRoutes } from "../../../test/render";
import { ticketPaths } from "../ticket-paths";
import { TicketSearch } from "./ticket-search";

const searchPath = "POST /api/commutationTicket/search";
const optionsPath = "GET /api/commutationTicket/searchOptions";
const csvPath = "GET /api/commutationTicket/export";
const excelPath = "POST /api/commutationTicket/exportAF";

const found = [
  ticket(1, { departure: "Kichijoji", arrival: "Shinjuku", status: 9 }),
  ticket(2, {
    employeeId: 15,
    employeeName: "Taro Suzuki",
    employeeCode: "E0002",
    departmentName: "Sales",
    departmentNameJa: "営業部",
    departure: "Mitaka",
    arrival: "Tokyo",
    transportType: "Bus",
    duration: 3,
    amount: 64000,
    startDate: "2026-04-01",
    endDate: "2026-06-30",
    overBudget: true,
    status: 1,
  }),
];

function serve(answers: TicketApi = {}) {
  return serveTickets({
    [optionsPath]: () =>
      jsonResponse(200, {
        departments: [
          { id: 3, name: "Development 1", nameJa: "開発1部" },
          { id: 4, name: "Sales", nameJa: "営業部" },
        ],
      }),
    [searchPath]: () => jsonResponse(200, { data: found, totalCount: 45 }),
    ...answers,
  });
}

const renderSearch = () =>
  renderRoutes(
    [
      { path: "/", element: <TicketSearch /> },
      { path: ticketPaths.detailPattern, element: <p>ticket screen</p> },
      { path: ticketPaths.actingForPattern, element: <p>acting for screen</p> },
    ],
    "/",
    undefined,
    { env: "test" },
  );

const pagingOf = (fetchMock: ReturnType<typeof serve>, index: number) => {
  const calls = fetchMock.mock.calls.filter(([url]) => url === "/api/commutationTicket/search");
  const headers = new Headers(calls.at(index)?.[1]?.headers);
  return { page: headers.get("x-pagination-page"), size: headers.get("x-pagination-size") };
};

async function paste(name: RegExp | string, text: string) {
  await userEvent.click(screen.getByRole("textbox", { name }));
  await userEvent.paste(text);
}

/** Picks an option, opening the field's dropdown unless it is open still (a multi-select). */
async function choose(field: RegExp, option: string) {
  if (!screen.queryByRole("option", { name: option })) {
    await userEvent.click(screen.getByRole("combobox", { name: field }));
  }
  await userEvent.click(await screen.findByRole("option", { name: option }));
}

/** Fills every filter: Development 1, "suzuki", Submitted and HR confirmed, Bus, April, both boxes. */
async function fillFilters() {
  await choose(/^Department/, "Development 1");
  await paste(/^Employee/, " suzuki ");
  await choose(/^Status/, "Submitted");
  await choose(/^Status/, "HR confirmed");
  await choose(/^Transport/, "Bus");
  await paste("In force from", "2026/04/01");
  await paste("In force until", "2026/04/30");
  await userEvent.click(screen.getByRole("checkbox", { name: "Over budget only" }));
  await userEvent.click(screen.getByRole("checkbox", { name: "Evidence not reviewed yet" }));
}

const fullFilter = {
  departmentId: 3,
  employee: "suzuki",
  statuses: [1, 9],
  transportType: "Bus",
  from: "2026-04-01",
  to: "2026-04-30",
  overBudget: true,
  evidencePending: true,
};

describe("HR's ticket search", { timeout: 30_000 }, () => {
  it("lists the first page of 20 with the total, and links to the ticket and to acting for", async () => {
    const fetchMock = serve();
    renderSearch();
    const link = await screen.findByRole("link", { name: "Details of Taro Suzuki, Mitaka → Tokyo" });
    expect(link).toHaveAttribute("href", ticketPaths.detail(2));
    expect(screen.getByRole("link", { name: "Act for Taro Suzuki" })).toHaveAttribute(
      "href",
      ticketPaths.actingFor(15),
    );
    expect(sentBodies(fetchMock, searchPath)).toEqual([{}]);
    expect(pagingOf(fetchMock, 0)).toEqual({ page: "1", size: "20" });
    expect(screen.getByText("45 tickets")).toBeInTheDocument();

    const row = link.closest("tr") as HTMLElement;
    for (const text of [
      "Taro Suzuki",
      "E0002",
      "Sales",
      "Mitaka → Tokyo",
      "Bus",
      "3 months",
      "¥64,000",
      "2026/04/01 – 2026/06/30",
      "Submitted",
      "Over budget",
    ]) {
      expect(within(row).getByText(text)).toBeInTheDocument();
    }
    const first = screen.getByText("Kichijoji → Shinjuku").closest("tr") as HTMLElement;
    expect(within(first).getByText("HR confirmed")).toBeInTheDocument();
    expect(within(first).queryByText("Over budget")).not.toBeInTheDocument();
    expect(within(first).getByText("Within budget")).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Next page" }));
    await waitFor(() => expect(pagingOf(fetchMock, -1)).toEqual({ page: "2", size: "20" }));
    await userEvent.click(link);
    expect(await screen.findByText("ticket screen")).toBeInTheDocument();
  });

  it("sends every filter on Search, from the first page, and clears them on Reset", async () => {
    const fetchMock = serve();
    renderSearch();
    await screen.findByText("Mitaka → Tokyo");
    await userEvent.click(screen.getByRole("button", { name: "Page 3" }));
    await waitFor(() => expect(pagingOf(fetchMock, -1).page).toBe("3"));

    await fillFilters();
    // Nothing is asked while the filters are filled in.
    expect(sentBodies(fetchMock, searchPath)).toHaveLength(2);
    await userEvent.click(screen.getByRole("button", { name: "Search" }));
    await waitFor(() => expect(sentBodies(fetchMock, searchPath).at(-1)).toEqual(fullFilter));
    expect(pagingOf(fetchMock, -1).page).toBe("1");

    await userEvent.click(screen.getByRole("button", { name: "Reset" }));
    await waitFor(() => expect(sentBodies(fetchMock, searchPath).at(-1)).toEqual({}));
    expect(screen.getByRole("textbox", { name: /^Employee/ })).toHaveValue("");
    expect(screen.getByRole("checkbox", { name: "Over budget only" })).not.toBeChecked();
  });

  it("searches on Enter in the employee field", async () => {
    const fetchMock = serve();
    renderSearch();
    await screen.findByText("Mitaka → Tokyo");
    await userEvent.type(screen.getByRole("textbox", { name: /^Employee/ }), "E0002{Enter}");
    await waitFor(() => expect(sentBodies(fetchMock, searchPath).at(-1)).toEqual({ employee: "E0002" }));
  });

  it("refuses a period that ends before it starts", async () => {
    const fetchMock = serve();
    renderSearch();
    await screen.findByText("Mitaka → Tokyo");
    await paste("In force from", "2026/05/01");
    await paste("In force until", "2026/04/30");
    await userEvent.click(screen.getByRole("button", { name: "Search" }));
    expect(
      await screen.findByText("The end of the period must not be before its start."),
    ).toBeInTheDocument();
    expect(sentBodies(fetchMock, searchPath)).toHaveLength(1);
  });

  it("exports the applied filters as CSV (query string) and Excel (body)", async () => {
    const file = (name: string) =>
      new Response("\uFEFFid\r\n", {
        status: 200,
        headers: { "content-disposition": `attachment; filename="${name}"` },
      });
    const fetchMock = serve({
      [csvPath]: () => file("tickets.csv"),
      [excelPath]: () => file("tickets.xlsx"),
    });
    vi.stubGlobal(
      "URL",
      Object.assign(URL, { createObjectURL: vi.fn(() => "blob:file"), revokeObjectURL: vi.fn() }),
    );
    const downloaded: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      downloaded.push(this.download);
    });
    renderSearch();
    await screen.findByText("Mitaka → Tokyo");
    await fillFilters();
    await userEvent.click(screen.getByRole("button", { name: "Search" }));
    await waitFor(() => expect(sentBodies(fetchMock, searchPath).at(-1)).toEqual(fullFilter));

    await userEvent.click(screen.getByRole("button", { name: "Export as CSV" }));
    await waitFor(() => expect(downloaded).toEqual(["tickets.csv"]));
    const csvCall = fetchMock.mock.calls.find(([url]) => url.startsWith("/api/commutationTicket/export?"));
    const url = new URL(csvCall?.[0] ?? "", "http://localhost");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      departmentId: "3",
      employee: "suzuki",
      statuses: "1,9",
      transportType: "Bus",
      from: "2026-04-01",
      to: "2026-04-30",
      overBudget: "true",
      evidencePending: "true",
    });
    expect(csvCall?.[1]?.method).toBe("GET");

    await userEvent.click(screen.getByRole("button", { name: "Export as Excel" }));
    await waitFor(() => expect(downloaded).toEqual(["tickets.csv", "tickets.xlsx"]));
    expect(sentBodies(fetchMock, excelPath)).toEqual([fullFilter]);
  });

  it("exports without filters as a bare URL", async () => {
    const fetchMock = serve({
      [csvPath]: () => new Response("id\r\n", { status: 200 }),
    });
    vi.stubGlobal(
      "URL",
      Object.assign(URL, { createObjectURL: vi.fn(() => "blob:file"), revokeObjectURL: vi.fn() }),
    );
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => undefined);
    renderSearch();
    await userEvent.click(await screen.findByRole("button", { name: "Export as CSV" }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => url)).toContain("/api/commutationTicket/export"),
    );
  });

  it("says so when an export fails", async () => {
    serve({ [excelPath]: () => jsonResponse(500, { message: "boom", errors: [] }) });
    renderSearch();
    await userEvent.click(await screen.findByRole("button", { name: "Export as Excel" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("The export failed. Please try again.");
  });

  it("says when nothing matches", async () => {
    serve({ [searchPath]: () => jsonResponse(200, { data: [], totalCount: 0 }) });
    renderSearch();
    expect(await screen.findByText("No tickets match the filters.")).toBeInTheDocument();
    expect(screen.getByText("0 tickets")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Next page" })).not.toBeInTheDocument();
  });

  it("offers a retry when the tickets cannot be loaded", async () => {
    let fail = true;
    serve({
      [searchPath]: () =>
        fail
          ? jsonResponse(500, { message: "boom", errors: [] })
          : jsonResponse(200, { data: found, totalCount: 2 }),
    });
    renderSearch();
    expect(await screen.findByText("The tickets could not be loaded.")).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByText("Mitaka → Tokyo")).toBeInTheDocument();
  });

  it("says when the departments cannot be loaded, and the search still works", async () => {
    serve({ [optionsPath]: () => jsonResponse(500, { message: "boom", errors: [] }) });
    renderSearch();
    expect(await screen.findByText("The departments could not be loaded.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Retry loading the departments" })).toBeInTheDocument();
    expect(screen.getByText("Mitaka → Tokyo")).toBeInTheDocument();
  });
});
