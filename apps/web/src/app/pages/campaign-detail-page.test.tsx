import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { jsonResponse, renderRoutes } from "../../test/render";
import { CampaignDetailPage } from "./campaign-detail-page";

const detail = {
  id: 5,
  url: "/api/campaigns/images/0123456789abcdef0123456789abcdef.png",
  title: "Wellness month",
  content: "Walk more.\n\n<img src=x onerror=alert(1)> Sleep well.",
  startDate: "2026-04-01",
  expiredDate: "2026-04-30",
};

function serve(answers: Record<string, () => Response>) {
  const fetchMock = vi.fn(
    async (url: string) => answers[url]?.() ?? jsonResponse(404, { message: "", errors: [] }),
  );
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

const renderPage = (path: string) =>
  renderRoutes(
    [
      { path: "/campaign-detail/:id?", element: <CampaignDetailPage /> },
      { path: "/home", element: <p>home screen</p> },
    ],
    path,
  );

describe("campaign detail page", () => {
  it("shows the campaign's title, image, period and content, text kept as text", async () => {
    serve({ "/api/campaign/5": () => jsonResponse(200, detail) });
    renderPage("/campaign-detail/5");
    expect(await screen.findByRole("heading", { name: "Wellness month" })).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Wellness month" })).toHaveAttribute("src", detail.url);
    expect(screen.getByText("2026/04/01 – 2026/04/30")).toBeInTheDocument();
    expect(screen.getByText("Walk more.")).toBeInTheDocument();
    expect(screen.getByText("<img src=x onerror=alert(1)> Sleep well.")).toBeInTheDocument();
    expect(screen.getAllByRole("img")).toHaveLength(1);
  });

  it("shows the running campaign at /campaign-detail", async () => {
    const fetchMock = serve({
      "/api/campaign": () =>
        jsonResponse(200, { id: 5, url: detail.url, expiredDate: "2026-04-30", title: "x" }),
      "/api/campaign/5": () => jsonResponse(200, detail),
    });
    renderPage("/campaign-detail");
    expect(await screen.findByRole("heading", { name: "Wellness month" })).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(["/api/campaign", "/api/campaign/5"]);
  });

  it("says so when no campaign runs", async () => {
    serve({ "/api/campaign": () => new Response(null, { status: 204 }) });
    renderPage("/campaign-detail");
    expect(await screen.findByText("No campaign is running right now.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/home");
  });

  it("says a campaign is not available when the server does not know it, or the id is malformed", async () => {
    const fetchMock = serve({});
    renderPage("/campaign-detail/99");
    expect(await screen.findByText("This campaign is not available.")).toBeInTheDocument();
    renderPage("/campaign-detail/abc");
    expect(await screen.findAllByText("This campaign is not available.")).toHaveLength(2);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("offers a retry when the campaign cannot be loaded", async () => {
    serve({ "/api/campaign/5": () => jsonResponse(500, { message: "boom", errors: [] }) });
    renderPage("/campaign-detail/5");
    expect(await screen.findByText("The campaign could not be loaded.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Retry" })).toBeInTheDocument();
  });
});
