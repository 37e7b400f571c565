import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { callsTo, serve } from "../../test/fake-api";
import { jsonResponse, renderRoutes } from "../../test/render";
import { HelpPage } from "../pages/help-page";
import { HelpLayout } from "./help-layout";

const routes = [
  {
    element: <HelpLayout />,
    children: [
      { path: "/help", element: <HelpPage /> },
      { path: "/help/:feature/:function/:order", element: <HelpPage /> },
    ],
  },
];

const searchPath = "GET /api/markdown/search";

const article = (language: string) => ({
  feature: "portal",
  function: "sign-in",
  order: 1,
  title: language === "vi" ? "Đăng nhập" : "Signing in",
  markdown: "Choose **SIGN IN**.",
  language,
  isFallback: false,
  publishedAt: "2026-04-01T09:00:00.000Z",
});

const answers = {
  "GET /api/config/client": () =>
    jsonResponse(200, {
      productTitle: "FES Portal",
      hotlineEmail: "h@x",
      complianceHotlineEmail: "c@x",
      login: { accountLogin: true, alternativePassword: false, sso: null },
    }),
  "GET /api/markdown/menu": () =>
    jsonResponse(200, {
      canEdit: false,
      features: [
        {
          key: "portal",
          functions: [{ key: "sign-in", pages: [{ order: 1, title: "Signing in", language: "en" }] }],
        },
      ],
    }),
  "GET /api/markdown/portal/sign-in/1": (url: URL) =>
    jsonResponse(200, article(url.searchParams.get("lang") ?? "en")),
  [searchPath]: (url: URL) =>
    jsonResponse(200, [
      {
        feature: "commuting-ticket",
        function: "refund",
        order: 1,
        title: `Refunds (${url.searchParams.get("lang")})`,
        snippet: "Ask for a refund when you stop commuting.",
        language: url.searchParams.get("lang") ?? "en",
      },
    ]),
};

/** Makes the window as narrow as a phone's (500 px or less): the help menu hides behind a burger. */
function narrowWindow() {
  vi.spyOn(window, "matchMedia").mockImplementation(
    (query: string) =>
      ({
        matches: /max-width: (500|800)px/.test(query),
        media: query,
        onchange: null,
        addListener: vi.fn(),
        removeListener: vi.fn(),
        addEventListener: vi.fn(),
        removeEventListener: vi.fn(),
        dispatchEvent: vi.fn(),
      }) as MediaQueryList,
  );
}

describe("help layout", { timeout: 30_000 }, () => {
  const zone = process.env.TZ;
  afterEach(() => {
    process.env.TZ = zone;
  });

  it("leads from an article back to the help start page by the header's title", async () => {
    serve(answers);
    const { router } = renderRoutes(routes, "/help/portal/sign-in/1?lang=ja", undefined, { env: "test" });
    expect(await screen.findByRole("heading", { level: 1, name: "Signing in" })).toBeInTheDocument();
    const home = await screen.findByRole("link", { name: "FES Portal · Help" });
    expect(home).toHaveAttribute("href", "/help?lang=ja");

    await userEvent.click(home);
    expect(router.state.location.pathname).toBe("/help");
    expect(await screen.findByRole("heading", { level: 1, name: "Help" })).toBeInTheDocument();
    expect(screen.getByRole("searchbox", { name: "Search the help" })).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "日本語" })).toBeChecked();
  });

  it("searches from the menu of an article, in the help language, and lists what matches on the start page", async () => {
    const fetchMock = serve(answers);
    const { router } = renderRoutes(routes, "/help/portal/sign-in/1?lang=vi", undefined, { env: "test" });
    expect(await screen.findByRole("heading", { level: 1, name: "Đăng nhập" })).toBeInTheDocument();
    const menu = screen.getByRole("navigation", { name: "Help topics" });
    await userEvent.type(within(menu).getByRole("searchbox", { name: "Search the help" }), "refund{Enter}");

    expect(router.state.location.pathname).toBe("/help");
    const results = await screen.findByRole("list", { name: "Search results" });
    expect(within(results).getByRole("link", { name: "Refunds (vi)" })).toHaveAttribute(
      "href",
      "/help/commuting-ticket/refund/1?lang=vi",
    );
    expect(screen.getByRole("searchbox", { name: "Search the help" })).toHaveValue("refund");
    const [sent] = callsTo(fetchMock, searchPath);
    expect(sent?.url.searchParams.get("q")).toBe("refund");
    expect(sent?.url.searchParams.get("lang")).toBe("vi");
    // The start page has its own search box; the menu's would only repeat it.
    expect(within(menu).queryByRole("searchbox")).toBeNull();
  });

  it("keeps the search box behind the burger on a phone", async () => {
    narrowWindow();
    serve(answers);
    const { router } = renderRoutes(routes, "/help/portal/sign-in/1?lang=en", undefined, { env: "test" });
    expect(await screen.findByRole("heading", { level: 1, name: "Signing in" })).toBeInTheDocument();
    const burger = screen.getByRole("button", { name: "Show or hide the help topics" });
    expect(burger).toHaveAttribute("aria-expanded", "false");

    await userEvent.click(burger);
    expect(burger).toHaveAttribute("aria-expanded", "true");
    const menu = screen.getByRole("navigation", { name: "Help topics" });
    await userEvent.type(within(menu).getByRole("searchbox", { name: "Search the help" }), "refund");
    await userEvent.click(within(menu).getByRole("button", { name: "Search" }));

    expect(router.state.location.search).toBe("?lang=en&q=refund");
    expect(await screen.findByRole("link", { name: "Refunds (en)" })).toBeInTheDocument();
    expect(burger).toHaveAttribute("aria-expanded", "false");
  });

  it("shows when the article was published in the user's time zone", async () => {
    process.env.TZ = "Asia/Tokyo";
    serve(answers);
    renderRoutes(routes, "/help/portal/sign-in/1?lang=en", undefined, { env: "test" });
    expect(await screen.findByText("Published 2026/04/01 18:00:00")).toBeInTheDocument();
  });
});
