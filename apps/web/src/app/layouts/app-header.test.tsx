import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { changeLanguage } from "../../lib/i18n";
import { saveFilter } from "../../lib/saved-filters";
import { fakeToken } from "../../test/fake-token";
import { jsonResponse } from "../../test/render";
import { appRoutes } from "../router";
import { theme } from "../theme";

const token = fakeToken(3600);

function serve(logoutResponse: () => Response | Promise<Response>) {
  const fetchMock = vi.fn(async (url: string) => {
    if (url === "/api/config/client") {
      return jsonResponse(200, {
        productTitle: "FES Portal",
        hotlineEmail: "h@x",
        complianceHotlineEmail: "c@x",
        login: { accountLogin: true, alternativePassword: false, sso: null },
      });
    }
    if (url === "/api/logout") return logoutResponse();
    if (url === "/api/employee/profile") return new Promise<Response>(() => {});
    return jsonResponse(404, { message: "Not found", errors: [] });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

/** The app at /home in Mantine's test mode: jsdom has no layout to place the menu against. */
function renderHome() {
  const router = createMemoryRouter(appRoutes, { initialEntries: ["/home"] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { router };
}

function signIn() {
  localStorage.setItem("token", token);
  localStorage.setItem("displayName", "Hanako Sato");
  localStorage.setItem("loginMode", "account");
  saveFilter("leave.requests", { status: 1 });
}

async function signOut() {
  await userEvent.click(await screen.findByRole("button", { name: "User menu of Hanako Sato" }));
  expect(screen.getByRole("menuitem", { name: "Hanako Sato" })).toBeInTheDocument();
  await userEvent.click(screen.getByRole("menuitem", { name: "Sign out" }));
}

describe("user menu", () => {
  it("signs out: the server ends the session, the browser forgets it and the saved filters", async () => {
    signIn();
    const fetchMock = serve(() => new Response(null, { status: 204 }));
    const { router } = renderHome();
    await signOut();

    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(router.state.location.search).toBe("?logout=true");
    const logoutCall = fetchMock.mock.calls.find(([url]) => url === "/api/logout") as unknown[] | undefined;
    const init = logoutCall?.[1] as RequestInit | undefined;
    expect(init?.method).toBe("POST");
    expect(new Headers(init?.headers).get("Authorization")).toBe(`Bearer ${token}`);
    await waitFor(() => expect(localStorage.getItem("token")).toBeNull());
    expect(localStorage.getItem("savedFilter.leave.requests")).toBeNull();
    expect(await screen.findByRole("textbox", { name: "User ID" })).toBeInTheDocument();
  });

  it("signs out also when the server cannot be reached", async () => {
    signIn();
    serve(() => Promise.reject(new TypeError("Failed to fetch")));
    const { router } = renderHome();
    await signOut();
    await waitFor(() => expect(router.state.location.search).toBe("?logout=true"));
    await waitFor(() => expect(localStorage.getItem("token")).toBeNull());
  });
});

describe("the user's name", () => {
  it("is written in Japanese script while the interface is Japanese, in the other name otherwise", async () => {
    signIn();
    localStorage.setItem("displayNameJa", "佐藤 花子");
    serve(() => new Response(null, { status: 204 }));
    try {
      await changeLanguage("ja");
      renderHome();
      expect(await screen.findByText("ようこそ、佐藤 花子さん")).toBeInTheDocument();
      expect(screen.getAllByText("佐藤 花子").length).toBeGreaterThan(0);
      await changeLanguage("en");
      expect(await screen.findByText("Welcome, Hanako Sato")).toBeInTheDocument();
    } finally {
      await changeLanguage("en");
    }
  });
});
