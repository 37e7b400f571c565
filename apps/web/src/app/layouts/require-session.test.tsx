import { act, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { fakeToken } from "../../test/fake-token";
import { renderRoutes } from "../../test/render";
import { RequireSession } from "./require-session";

function renderGuarded(path: string) {
  return renderRoutes(
    [
      { path: "/login", element: <p>login screen</p> },
      {
        element: <RequireSession />,
        children: [
          { path: "/home", element: <p>home screen</p> },
          { path: "/leave", element: <p>leave screen</p> },
        ],
      },
    ],
    path,
  );
}

describe("RequireSession", () => {
  it("lets a signed-in user through", () => {
    localStorage.setItem("token", fakeToken(3600));
    renderGuarded("/home");
    expect(screen.getByText("home screen")).toBeInTheDocument();
  });

  it("sends a signed-out visitor of /home to /login with only the url", async () => {
    const { router } = renderGuarded("/home");
    expect(await screen.findByText("login screen")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/login");
    expect(router.state.location.search).toBe("?url=%2Fhome");
  });

  it("passes path and query of other pages", async () => {
    const { router } = renderGuarded("/leave?id=7");
    expect(await screen.findByText("login screen")).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get("url")).toBe("/leave?id=7");
  });

  it("ends a session whose token has expired", async () => {
    localStorage.setItem("token", fakeToken(-60));
    localStorage.setItem("displayName", "Hanako Sato");
    renderGuarded("/home");
    expect(await screen.findByText("login screen")).toBeInTheDocument();
    expect(localStorage.getItem("token")).toBeNull();
    expect(localStorage.getItem("displayName")).toBeNull();
  });

  it("notices in an idle tab when the session runs out, and says so", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      localStorage.setItem("token", fakeToken(5));
      const { router } = renderGuarded("/leave?id=7");
      expect(screen.getByText("leave screen")).toBeInTheDocument();

      // Nobody clicks anything: only time passes.
      await act(() => vi.advanceTimersByTimeAsync(6_000));
      expect(await screen.findByText("login screen")).toBeInTheDocument();
      expect(new URLSearchParams(router.state.location.search).get("url")).toBe("/leave?id=7");
      expect(localStorage.getItem("token")).toBeNull();
      expect(await screen.findByText("Your session has expired.")).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
