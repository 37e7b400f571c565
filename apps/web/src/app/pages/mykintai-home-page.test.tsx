import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { changeLanguage } from "../../lib/i18n";
import { createQueryClient } from "../../lib/query-client";
import { commutingRoute, routeInfo, ticket } from "../../test/commutation-ticket";
import { serve } from "../../test/fake-api";
import { fakeToken } from "../../test/fake-token";
import { notification } from "../../test/notification";
import { jsonResponse, renderRoutes } from "../../test/render";
import { appRoutes } from "../router";

const config = {
  productTitle: "FES Portal",
  hotlineEmail: "h@x",
  complianceHotlineEmail: "c@x",
  login: { accountLogin: true, alternativePassword: false, sso: null },
};

function serveHome(route: ReturnType<typeof commutingRoute> | null) {
  serve({
    "GET /api/config/client": () => jsonResponse(200, config),
    "GET /api/commutationTicket/getDefaultRouteInfo": () => jsonResponse(200, routeInfo(route)),
    "GET /api/notifications": () =>
      jsonResponse(200, { data: [notification(1, { title: "Pass renewal season" })], unreadCount: 1 }),
  });
}

function signIn() {
  localStorage.setItem("token", fakeToken(3600));
  localStorage.setItem("displayName", "Hanako Sato");
}

describe("the mobile app's home (/mykintai)", () => {
  afterEach(() => changeLanguage("en"));

  it("asks a signed-out visitor to sign in and brings them back", async () => {
    serveHome(null);
    const { router } = renderRoutes(appRoutes, "/mykintai", createQueryClient());
    expect(await screen.findByRole("button", { name: "SIGN IN" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/login");
    expect(new URLSearchParams(router.state.location.search).get("url")).toBe("/mykintai");
  });

  it("shows the commute with its legs, what waits, Continue, and the latest notifications", async () => {
    signIn();
    serveHome(
      commutingRoute([
        ticket(4, {
          departure: "渋谷",
          arrival: "新宿",
          status: 5,
          endDate: "2026-12-31",
          canContinue: true,
        }),
        ticket(5, { departure: "新宿", arrival: "東京", status: 2, waitingOn: "leader" }),
      ]),
    );
    renderRoutes(appRoutes, "/mykintai", createQueryClient());

    expect(await screen.findByRole("heading", { name: "Welcome, Hanako Sato" })).toBeInTheDocument();
    const commute = await screen.findByRole("region", { name: "My commute" });
    expect(await within(commute).findByRole("link", { name: "渋谷 → 新宿" })).toHaveAttribute(
      "href",
      "/commuting-ticket/ticket/4",
    );
    expect(within(commute).getByText("Until 2026/12/31")).toBeInTheDocument();
    expect(within(commute).getByText("1 request waiting")).toBeInTheDocument();
    expect(within(commute).getByRole("link", { name: "Continue" })).toHaveAttribute(
      "href",
      "/commuting-ticket/new?kind=continueTicket&from=4",
    );
    const notices = screen.getByRole("region", { name: "Notifications" });
    expect(await within(notices).findByText("Pass renewal season")).toBeInTheDocument();
    expect(within(notices).getByText("1 unread")).toBeInTheDocument();
    // The mobile view: no sidebar or top bar of the portal.
    expect(screen.queryByRole("navigation", { name: "Main menu" })).not.toBeInTheDocument();
    expect(screen.getByRole("navigation", { name: "Shortcuts" })).toBeInTheDocument();
  });

  it("offers the first pass to an employee without a route, in Japanese", async () => {
    signIn();
    await changeLanguage("ja");
    serveHome(null);
    renderRoutes(appRoutes, "/mykintai", createQueryClient());

    const commute = await screen.findByRole("region", { name: "通勤" });
    expect(await within(commute).findByText("通勤経路はまだありません")).toBeInTheDocument();
    await userEvent.click(within(commute).getByRole("link", { name: "新規申請" }));
    expect(await screen.findByRole("heading", { level: 1 })).toBeInTheDocument();
  });

  it("keeps the mobile not-found for an unknown path, signed out", async () => {
    serveHome(null);
    const { router } = renderRoutes(appRoutes, "/mykintai/nothing-here", createQueryClient());
    expect(await screen.findByText("Sorry but we couldn't find this page.")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Go to Home Page" })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/mykintai/nothing-here");
  });
});
