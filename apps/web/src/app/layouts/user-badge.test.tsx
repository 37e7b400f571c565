import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { jsonResponse, renderRoutes } from "../../test/render";
import { UserMenu } from "./user-badge";

describe("user menu", () => {
  it("links the user's name to their profile", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => jsonResponse(200, "")),
    );
    const { router } = renderRoutes(
      [
        {
          path: "/",
          element: <UserMenu displayName="Hanako Sato" isSigningOut={false} onSignOut={() => {}} />,
        },
        { path: "/profile", element: <p>profile page</p> },
      ],
      "/",
    );
    await userEvent.click(screen.getByRole("button", { name: "User menu of Hanako Sato" }));
    const entry = await screen.findByRole("menuitem", { name: "Hanako Sato" });
    expect(entry).toHaveAttribute("href", "/profile");
    await userEvent.click(entry);
    expect(router.state.location.pathname).toBe("/profile");
  });
});
