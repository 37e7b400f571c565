import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { callsTo, serve } from "../../test/fake-api";
import { jsonResponse, renderRoutes } from "../../test/render";
import { HelpPage } from "./help-page";

const routes = [
  { path: "/help", element: <HelpPage /> },
  { path: "/help/:feature/:function/:order", element: <HelpPage /> },
  { path: "/help/:feature/:function/:order/edit", element: <HelpPage /> },
];

const published = {
  feature: "portal",
  function: "sign-in",
  order: 1,
  title: "Signing in",
  markdown:
    '## Steps\n\nChoose **SIGN IN**.\n\n<script>alert("x")</script>\n\n<img src="x" onerror="alert(1)">\n\n[bad](javascript:alert(1)) [home](/home)',
  language: "en",
  isFallback: false,
  publishedAt: "2026-04-01T09:00:00.000Z",
};

describe("help page", () => {
  const zone = process.env.TZ;
  afterEach(() => {
    vi.unstubAllGlobals();
    process.env.TZ = zone;
  });

  it("switches the help language on the start page, and searches the pages of that language", async () => {
    const fetchMock = serve({
      "GET /api/markdown/search": (url) =>
        jsonResponse(200, [
          {
            feature: "portal",
            function: "sign-in",
            order: 1,
            title: url.searchParams.get("lang") === "vi" ? "Đăng nhập" : "Signing in",
            snippet: "…",
            language: url.searchParams.get("lang") === "vi" ? "vi" : "en",
          },
        ]),
    });
    const { router } = renderRoutes(routes, "/help");
    const english = screen.getByRole("radio", { name: "English" });
    expect(english).toBeChecked();
    await userEvent.click(screen.getByRole("radio", { name: "Tiếng Việt" }));
    expect(router.state.location.search).toBe("?lang=vi");

    await userEvent.type(screen.getByRole("searchbox", { name: "Search the help" }), "đăng nhập");
    expect(await screen.findByRole("link", { name: "Đăng nhập" })).toHaveAttribute(
      "href",
      "/help/portal/sign-in/1?lang=vi",
    );
    const sent = callsTo(fetchMock, "GET /api/markdown/search").at(-1);
    expect(sent?.url.searchParams.get("lang")).toBe("vi");
    expect(sent?.url.searchParams.get("q")).toBe("đăng nhập");
    // The words stay in the address, so going back to the results finds them again.
    expect(new URLSearchParams(router.state.location.search).get("q")).toBe("đăng nhập");
  });

  it("lists the topics on the start page with a link to each page, until a search shows results", async () => {
    serve({
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
      "GET /api/markdown/search": () => jsonResponse(200, []),
    });
    const { router } = renderRoutes(routes, "/help");
    const topics = await screen.findByRole("list", { name: "The portal" });
    expect(within(topics).getByRole("link", { name: "Signing in" })).toHaveAttribute(
      "href",
      "/help/portal/sign-in/1?lang=en",
    );
    await userEvent.type(screen.getByRole("searchbox", { name: "Search the help" }), "nothing");
    await waitFor(() => expect(router.state.location.search).toContain("q=nothing"));
    await waitFor(() => expect(screen.queryByRole("list", { name: "The portal" })).not.toBeInTheDocument());
  });

  it("marks a result found in another language and opens it in that language", async () => {
    serve({
      "GET /api/markdown/search": () =>
        jsonResponse(200, [
          {
            feature: "employee",
            function: "profile",
            order: 1,
            title: "Your profile",
            snippet: "…",
            language: "en",
          },
        ]),
    });
    renderRoutes(routes, "/help?lang=vi");
    await userEvent.type(screen.getByRole("searchbox", { name: "Search the help" }), "profile");
    expect(await screen.findByRole("link", { name: "Your profile" })).toHaveAttribute(
      "href",
      "/help/employee/profile/1?lang=en",
    );
    expect(screen.getByText("In English")).toBeInTheDocument();
  });

  it("renders the markdown with raw HTML inert and unsafe links emptied", async () => {
    serve({ "GET /api/markdown/portal/sign-in/1": () => jsonResponse(200, published) });
    const { container } = renderRoutes(routes, "/help/portal/sign-in/1");
    expect(await screen.findByRole("heading", { name: "Signing in" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Steps" })).toBeInTheDocument();
    expect(screen.getByText("SIGN IN").tagName).toBe("STRONG");
    expect(container.querySelector("script, img, [onerror]")).toBeNull();
    expect(screen.getByText("bad")).not.toHaveAttribute("href", expect.stringContaining("javascript"));
    expect(screen.getByRole("link", { name: "home" })).toHaveAttribute("href", "/home");
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("offers the edit link only to those the server says may edit", async () => {
    const menu = (canEdit: boolean) => () => jsonResponse(200, { canEdit, features: [] });
    serve({
      "GET /api/markdown/portal/sign-in/1": () => jsonResponse(200, published),
      "GET /api/markdown/menu": menu(false),
    });
    const reader = renderRoutes(routes, "/help/portal/sign-in/1");
    expect(await screen.findByRole("heading", { name: "Signing in" })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("link", { name: "Edit this page" })).toBeNull());
    reader.unmount();

    serve({
      "GET /api/markdown/portal/sign-in/1": () => jsonResponse(200, published),
      "GET /api/markdown/menu": menu(true),
    });
    renderRoutes(routes, "/help/portal/sign-in/1");
    expect(await screen.findByRole("link", { name: "Edit this page" })).toHaveAttribute(
      "href",
      "/help/portal/sign-in/1/edit?lang=en",
    );
  });

  it("says so when the page is shown in English for want of a translation", async () => {
    const fetchMock = serve({
      "GET /api/markdown/portal/sign-in/1": () => jsonResponse(200, { ...published, isFallback: true }),
    });
    renderRoutes(routes, "/help/portal/sign-in/1?lang=vi");
    expect(await screen.findByRole("status")).toHaveTextContent(
      "This page is not available in Tiếng Việt yet, so it is shown in English.",
    );
    expect(fetchMock.mock.calls[0]?.[0]).toContain("lang=vi");
  });

  it("shows the permission notice in edit mode to those who may not edit", async () => {
    serve({
      "GET /api/markdown/portal/sign-in/1/draft": () =>
        jsonResponse(401, { message: "Permission denied", errors: [] }),
    });
    renderRoutes(routes, "/help/portal/sign-in/1/edit");
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "You do not have permission to edit help pages.",
    );
    expect(screen.queryByRole("button", { name: "Publish" })).toBeNull();
  });

  it("previews the markdown beside the editor as it is typed", async () => {
    serve({
      "GET /api/markdown/portal/sign-in/1/draft": () =>
        jsonResponse(200, {
          language: "en",
          title: "Signing in",
          markdown: "Old text",
          hasDraft: false,
          isPublished: true,
          publishedAt: "2026-04-01T09:00:00.000Z",
          updatedAt: "2026-04-01T09:00:00.000Z",
        }),
      "GET /api/markdown/portal/sign-in/1/revisions": () =>
        jsonResponse(200, [
          {
            id: 3,
            title: "Signing in",
            markdown: "Old text",
            createdAt: "2026-04-01T16:30:00.000Z",
            createdBy: "Yumi Ito",
          },
        ]),
    });
    process.env.TZ = "Asia/Tokyo";
    renderRoutes(routes, "/help/portal/sign-in/1/edit");
    const editor = await screen.findByRole("textbox", { name: "Markdown" });
    const preview = screen.getByRole("region", { name: "Preview" });
    expect(within(preview).getByText("Old text")).toBeInTheDocument();
    await userEvent.clear(editor);
    await userEvent.type(editor, "# New heading<b>x</b>");
    await waitFor(() =>
      expect(within(preview).getByRole("heading", { name: /New heading/ })).toBeInTheDocument(),
    );
    expect(preview.querySelector("b")).toBeNull();
    expect(screen.getByRole("button", { name: "Publish" })).toBeInTheDocument();
    // The revision's time is the editor's own (Japan: the next morning), not the server's UTC.
    const revisions = screen.getByRole("region", { name: "Revisions" });
    expect(within(revisions).getByText("Signing in · 2026/04/02 01:30:00 · Yumi Ito")).toBeInTheDocument();
    expect(
      within(revisions).getByRole("button", {
        name: 'Restore "Signing in" of 2026/04/02 01:30:00 into the draft',
      }),
    ).toBeInTheDocument();
  });
});
