import { screen, waitFor } from "@testing-library/react";
import { useEffect } from "react";
import { Navigate, Outlet, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "../../../lib/query-client";
import { saveSession } from "../../../lib/session-store";
import { fakeLoginResponse } from "../../../test/login-response";
import { renderRoutes } from "../../../test/render";
import { pageViewSettleMs, usePageViews } from "./use-page-views";

/** Stands in for the root layout: records page views and titles each screen by its path. */
function Layout() {
  usePageViews();
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = `Title of ${pathname} | Employee Portal`;
  }, [pathname]);
  return <Outlet />;
}

const routes = [
  {
    Component: Layout,
    children: [
      { path: "/", element: <Navigate to="/home" replace /> },
      { path: "*", element: <p>screen</p> },
    ],
  },
];

const settle = () => new Promise((resolve) => setTimeout(resolve, pageViewSettleMs + 100));

function mockFetch() {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => new Response(null, { status: 204 }));
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

const recorded = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.map(([url, init]) => ({
    url,
    method: init?.method,
    body: JSON.parse(String(init?.body)),
  }));

describe("usePageViews", () => {
  beforeEach(() => saveSession(fakeLoginResponse(), "account"));
  afterEach(() => {
    document.title = "";
  });

  it("skips the first page, then records each new path with its title", async () => {
    const fetchMock = mockFetch();
    const { router } = renderRoutes(routes, "/home?tab=1");
    await settle();
    expect(fetchMock).not.toHaveBeenCalled();

    await router.navigate("/employee/profile?edit=true");
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(recorded(fetchMock)).toEqual([
      {
        url: "/api/page-views",
        method: "POST",
        body: { path: "/employee/profile", title: "Title of /employee/profile | Employee Portal" },
      },
    ]);

    // The query string alone changing is not a new page.
    await router.navigate("/employee/profile?edit=false");
    await router.navigate("/home");
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await settle();
    expect(recorded(fetchMock).map((call) => call.body.path)).toEqual(["/employee/profile", "/home"]);
  });

  it("counts a redirect on arrival as the first page", async () => {
    const fetchMock = mockFetch();
    const { router } = renderRoutes(routes, "/");
    await settle();
    expect(router.state.location.pathname).toBe("/home");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("records nothing in the mobile-app view", async () => {
    const fetchMock = mockFetch();
    const { router } = renderRoutes(routes, "/home");
    await settle();
    await router.navigate("/mykintai/attendance");
    await settle();
    await router.navigate("/mykintai");
    await settle();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("records nothing without an active session", async () => {
    localStorage.clear();
    const fetchMock = mockFetch();
    const { router } = renderRoutes(routes, "/login");
    await settle();
    await router.navigate("/help");
    await settle();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("does not bother the user when recording fails", async () => {
    const fetchMock = vi.fn(
      async () => new Response(JSON.stringify({ message: "slow down", errors: [] }), { status: 429 }),
    );
    vi.stubGlobal("fetch", fetchMock);
    // The app's own query client, whose mutations report failures app-wide unless told not to.
    const { router } = renderRoutes(routes, "/home", createQueryClient());
    await settle();
    await router.navigate("/employee");
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await settle();
    expect(screen.queryByText("Failed to save data. Please try again.")).not.toBeInTheDocument();
  });
});
