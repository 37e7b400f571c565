import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { changeLanguage } from "../../../lib/i18n";
import { jsonResponse, renderRoutes } from "../../../test/render";
import { defaultReportRange } from "../report-range";
import { PageViewReport } from "./page-view-report";

function mockFetch(handler: (url: string) => Response | Promise<Response>) {
  const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => handler(url));
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

const renderReport = () => renderRoutes([{ path: "/", element: <PageViewReport /> }], "/");

const report = {
  days: [
    {
      date: "2026-04-02",
      pages: [
        { path: "/home", count: 1200 },
        { path: "/administration/sign-in-audit", count: 3 },
      ],
    },
    { date: "2026-04-01", pages: [{ path: "/employee", count: 1 }] },
  ],
};

describe("PageViewReport", () => {
  afterEach(() => changeLanguage("en"));

  it("asks for the last 7 days and shows one table per day, most visited first", async () => {
    const fetchMock = mockFetch(() => jsonResponse(200, report));
    renderReport();
    const { from, to } = defaultReportRange();
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`/api/page-views/daily?from=${from}&to=${to}`);

    const newest = await screen.findByRole("table", { name: "2026/04/02" });
    const rows = within(newest).getAllByRole("row");
    expect(rows.map((row) => row.textContent)).toEqual([
      "RankPageViews",
      "1/home1,200",
      "2/administration/sign-in-audit3",
    ]);
    expect(screen.getByRole("table", { name: "2026/04/01" })).toHaveTextContent("/employee");
  });

  it("asks again for the chosen days", async () => {
    const fetchMock = mockFetch(() => jsonResponse(200, { days: [] }));
    renderReport();
    expect(await screen.findByText("No page views in these days.")).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText(/^From/));
    await userEvent.type(screen.getByLabelText(/^From/), "2026-03-01");
    await userEvent.clear(screen.getByLabelText(/^To/));
    await userEvent.type(screen.getByLabelText(/^To/), "2026-03-31");
    await userEvent.click(screen.getByRole("button", { name: "Show" }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.at(-1)?.[0]).toBe("/api/page-views/daily?from=2026-03-01&to=2026-03-31"),
    );
  });

  it("does not send a reversed range and says why", async () => {
    const fetchMock = mockFetch(() => jsonResponse(200, { days: [] }));
    renderReport();
    await screen.findByText("No page views in these days.");
    await userEvent.clear(screen.getByLabelText(/^From/));
    await userEvent.type(screen.getByLabelText(/^From/), "2026-04-10");
    await userEvent.clear(screen.getByLabelText(/^To/));
    await userEvent.type(screen.getByLabelText(/^To/), "2026-04-01");
    await userEvent.click(screen.getByRole("button", { name: "Show" }));
    expect(
      screen.getByText("Choose a start on or before the end, at most 92 days in all."),
    ).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("shows that it is loading, then offers a retry when loading fails", async () => {
    let answer: (response: Response) => void = () => {};
    mockFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderReport();
    expect(await screen.findByText("Loading page views…")).toBeInTheDocument();
    answer(jsonResponse(500, { message: "boom", errors: [] }));
    expect(await screen.findByText("The page views could not be loaded.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });

  it("speaks Japanese when Japanese is chosen", async () => {
    await changeLanguage("ja");
    mockFetch(() => jsonResponse(200, { days: [] }));
    renderReport();
    expect(await screen.findByText("この期間のページビューはありません。")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "表示" })).toBeInTheDocument();
  });
});
