import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, renderRoutes } from "../../test/render";
import { appRoutes } from "../router";

describe("single sign-on callback page", () => {
  afterEach(() => sessionStorage.clear());

  it("goes back to sign-in with the failure in the banner, and remembers the failure", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        jsonResponse(200, {
          productTitle: "FES Portal",
          hotlineEmail: "h@x",
          complianceHotlineEmail: "c@x",
          login: {
            accountLogin: true,
            alternativePassword: false,
            sso: {
              authority: "https://login.example/t/v2.0",
              clientId: "portal",
              scope: "openid",
              isDefault: true,
            },
          },
        }),
      ),
    );
    // No state of ours in the answer (a forged or replayed callback): the flow cannot complete.
    const { router } = renderRoutes(appRoutes, "/login/callback?code=stolen&state=unknown");
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "The sign-in with your corporate account did not complete. Please try again.",
    );
    expect(router.state.location.pathname).toBe("/login");
    expect(sessionStorage.getItem("ssoFailed")).toBe("true");
    expect(localStorage.getItem("token")).toBeNull();
    // The remembered failure keeps the default single sign-on from starting again by itself.
    expect(screen.getByRole("button", { name: "Sign in with corporate account" })).toBeEnabled();
  });
});
