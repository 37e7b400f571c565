import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { createQueryClient } from "../../../lib/query-client";
import { jsonResponse, renderRoutes } from "../../../test/render";
import { CampaignBanner } from "./campaign-banner";
import { CampaignFooterBanner } from "./campaign-footer-banner";

const campaign = {
  id: 7,
  url: "/api/campaigns/images/banner.png",
  expiredDate: "2026-04-30",
  title: "Wellness month",
};

function serve(answer: () => Response | Promise<Response>) {
  const fetchMock = vi.fn(async (_url: string) => answer());
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

function renderBanner(path = "/home", element = <CampaignBanner />) {
  // The app's query client, so a failure would be reported the way the app reports it.
  return renderRoutes(
    [
      { path: "/home", element },
      { path: "/other", element },
      { path: "/campaign-detail/:id", element: <p>detail screen</p> },
    ],
    path,
    createQueryClient(),
  );
}

describe("CampaignBanner", () => {
  it("shows the running campaign's image, its expiry and READ MORE to its detail page", async () => {
    const fetchMock = serve(() => jsonResponse(200, campaign));
    renderBanner();
    const image = await screen.findByRole("img", { name: "Wellness month" });
    expect(image).toHaveAttribute("src", "/api/campaigns/images/banner.png");
    expect(screen.getByText("Until 2026/04/30")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "READ MORE" })).toHaveAttribute("href", "/campaign-detail/7");
    expect(screen.getByRole("region", { name: "Campaign" })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith("/api/campaign", expect.anything());
  });

  it("shows nothing when no campaign runs (204)", async () => {
    const fetchMock = serve(() => new Response(null, { status: 204 }));
    renderBanner();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole("region", { name: "Campaign" })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "READ MORE" })).not.toBeInTheDocument();
  });

  it.each([
    ["a server error", () => jsonResponse(500, { message: "boom", errors: [] })],
    ["a permission error", () => jsonResponse(401, { message: "no", errors: [] })],
    ["no network", () => Promise.reject(new TypeError("Failed to fetch"))],
  ])("ignores %s: no banner, no error message", async (_name, answer) => {
    const fetchMock = serve(answer);
    renderBanner();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole("region", { name: "Campaign" })).not.toBeInTheDocument();
    expect(screen.queryByText("Failed to load data. Please try again.")).not.toBeInTheDocument();
    expect(screen.queryByText("You do not have permission to perform this action.")).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("hides itself when the image cannot be shown", async () => {
    serve(() => jsonResponse(200, campaign));
    renderBanner();
    const image = await screen.findByRole("img", { name: "Wellness month" });
    image.dispatchEvent(new Event("error"));
    await waitFor(() => expect(screen.queryByRole("region", { name: "Campaign" })).not.toBeInTheDocument());
  });
});

describe("CampaignFooterBanner", () => {
  it("shows the compact banner on pages other than Home", async () => {
    serve(() => jsonResponse(200, campaign));
    renderBanner("/other", <CampaignFooterBanner />);
    expect(await screen.findByRole("img", { name: "Wellness month" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "READ MORE" })).toHaveAttribute("href", "/campaign-detail/7");
    expect(screen.queryByText("Until 2026/04/30")).not.toBeInTheDocument();
  });

  it("leaves Home to the banner at the top of the page", async () => {
    const fetchMock = serve(() => jsonResponse(200, campaign));
    renderBanner("/home", <CampaignFooterBanner />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole("region", { name: "Campaign" })).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
