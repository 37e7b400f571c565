import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, renderRoutes } from "../../../test/render";
import { SignInAuditTable } from "./sign-in-audit-table";

const entry = (id: number, userId: string, event: string) => ({
  id,
  occurredAt: "2026-04-01T09:30:15.000Z",
  userId,
  event,
  method: "password",
  ipAddress: "192.0.2.10",
  userAgent: "Mozilla/5.0",
});

function mockFetch(handler: (url: string, init?: RequestInit) => Response) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => handler(url, init));
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

const renderTable = () => renderRoutes([{ path: "/", element: <SignInAuditTable /> }], "/");

afterEach(() => vi.unstubAllGlobals());

describe("SignInAuditTable", () => {
  it("shows the entries of the first page with the spec's paging headers", async () => {
    const fetchMock = mockFetch(() =>
      jsonResponse(200, {
        data: [entry(2, "employee1", "failure"), entry(1, "admin1", "success")],
        totalCount: 45,
      }),
    );
    renderTable();
    await screen.findByText("employee1");
    const rows = screen.getAllByRole("row");
    expect(within(rows[1] as HTMLElement).getByText("employee1")).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText("Failed")).toBeInTheDocument();
    expect(screen.getByText("45 records")).toBeInTheDocument();
    const headers = new Headers(fetchMock.mock.calls[0]?.[1]?.headers);
    expect(headers.get("x-pagination-page")).toBe("1");
    expect(headers.get("x-pagination-size")).toBe("20");

    await userEvent.click(screen.getByRole("button", { name: "Next page" }));
    await waitFor(() =>
      expect(new Headers(fetchMock.mock.calls.at(-1)?.[1]?.headers).get("x-pagination-page")).toBe("2"),
    );
  });

  it("searches by user and dates, from the first page", async () => {
    const fetchMock = mockFetch(() => jsonResponse(200, { data: [], totalCount: 0 }));
    renderTable();
    expect(await screen.findByText("No records found.")).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText("User ID"), " employee1 ");
    await userEvent.type(screen.getByLabelText("From"), "2026-04-01");
    await userEvent.click(screen.getByRole("button", { name: "Search" }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.at(-1)?.[0]).toBe("/api/audit/sign-ins?userId=employee1&from=2026-04-01"),
    );
  });

  it("downloads the filtered audit as CSV under the server's file name", async () => {
    const csv = new Response("\uFEFFoccurredAt\r\n", {
      status: 200,
      headers: {
        "content-type": "text/csv",
        "content-disposition": 'attachment; filename="sign-in-audit-2026-04-01.csv"',
      },
    });
    mockFetch((url) =>
      url.startsWith("/api/audit/sign-ins/export") ? csv : jsonResponse(200, { data: [], totalCount: 0 }),
    );
    vi.stubGlobal(
      "URL",
      Object.assign(URL, { createObjectURL: vi.fn(() => "blob:csv"), revokeObjectURL: vi.fn() }),
    );
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    renderTable();
    await userEvent.click(await screen.findByRole("button", { name: "Export CSV" }));
    await waitFor(() => expect(clicked).toEqual(["sign-in-audit-2026-04-01.csv"]));
  });

  it("lists each entry as a card naming its fields on a phone", async () => {
    const narrow = window.matchMedia("(max-width: 1px)");
    vi.spyOn(window, "matchMedia").mockImplementation((query) => ({
      ...narrow,
      matches: true,
      media: query,
    }));
    mockFetch(() => jsonResponse(200, { data: [entry(2, "employee1", "failure")], totalCount: 1 }));
    renderTable();
    const row = (await screen.findByText("employee1")).closest("tr") as HTMLElement;
    // The names are for the eye; a screen reader names the cell by its column's header.
    expect(within(row).getByRole("cell", { name: "employee1" })).toHaveTextContent(/^User ID\s*employee1$/);
    expect(within(row).getByRole("cell", { name: "192.0.2.10" })).toHaveTextContent(
      /^Address\s*192\.0\.2\.10$/,
    );
    expect(within(row).getByRole("cell", { name: "Mozilla/5.0" })).toHaveTextContent(
      /^Browser\s*Mozilla\/5\.0$/,
    );
    // Still a table to screen readers: its header names the columns.
    expect(screen.getAllByRole("columnheader").map((header) => header.textContent)).toEqual([
      "Time",
      "User ID",
      "Event",
      "Method",
      "Address",
      "Browser",
    ]);
  });

  it("offers a retry when the audit cannot be loaded", async () => {
    mockFetch(() => jsonResponse(500, { message: "boom", errors: [] }));
    renderTable();
    expect(await screen.findByText("The audit could not be loaded.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });
});
