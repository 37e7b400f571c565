import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { changeLanguage } from "../../lib/i18n";
import { renderRoutes } from "../../test/render";
import { NotFoundPage } from "./not-found-page";

function renderNotFound() {
  return renderRoutes(
    [
      { path: "/home", element: <p>home screen</p> },
      { path: "*", element: <NotFoundPage /> },
    ],
    "/no/such/page",
  );
}

describe("NotFoundPage", () => {
  afterEach(() => changeLanguage("en"));

  it("says the page was not found and links home", async () => {
    renderNotFound();
    expect(screen.getByText("Sorry but we couldn't find this page.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("link", { name: "Go to Home Page" }));
    expect(await screen.findByText("home screen")).toBeInTheDocument();
  });

  it("speaks Japanese when Japanese is chosen", async () => {
    await changeLanguage("ja");
    renderNotFound();
    expect(screen.getByText("お探しのページが見つかりませんでした。")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "ホームページへ" })).toHaveAttribute("href", "/home");
    expect(document.documentElement.lang).toBe("ja");
    expect(localStorage.getItem("culture")).toBe("jp");
    expect(localStorage.getItem("language")).toBe("c=ja-JP|uic=ja-JP");
  });
});
