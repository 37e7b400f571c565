import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, renderRoutes } from "../../test/render";
import { appRoutes } from "../router";

const authority = "https://login.example/tenant/v2.0";
const discovery = {
  issuer: authority,
  authorization_endpoint: "https://login.example/tenant/oauth2/v2.0/authorize",
  token_endpoint: "https://login.example/tenant/oauth2/v2.0/token",
  end_session_endpoint: "https://login.example/tenant/oauth2/v2.0/logout",
  jwks_uri: "https://login.example/tenant/discovery/v2.0/keys",
};

function serve(login: { accountLogin: boolean; isDefault?: boolean } | { accountLogin: boolean; sso: null }) {
  const sso =
    "sso" in login
      ? null
      : { authority, clientId: "portal", scope: "openid profile email", isDefault: login.isDefault ?? false };
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = String(input instanceof Request ? input.url : input);
    if (url === "/api/config/client") {
      return jsonResponse(200, {
        productTitle: "FES Portal",
        hotlineEmail: "h@x",
        complianceHotlineEmail: "c@x",
        login: { accountLogin: login.accountLogin, alternativePassword: false, sso },
      });
    }
    if (url === "/api/loginSSO/nonce") return jsonResponse(200, { nonce: "server-nonce" });
    if (url.startsWith(`${authority}/.well-known/openid-configuration`)) return jsonResponse(200, discovery);
    return jsonResponse(404, { message: "Not found", errors: [] });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

const calledUrls = (fetchMock: ReturnType<typeof serve>) =>
  fetchMock.mock.calls.map(([input]) => String(input instanceof Request ? input.url : input));

describe("login page with single sign-on", () => {
  afterEach(() => sessionStorage.clear());

  it("offers the corporate sign-in beside the password form, without starting it", async () => {
    const fetchMock = serve({ accountLogin: true, isDefault: false });
    renderRoutes(appRoutes, "/login");
    expect(await screen.findByRole("button", { name: "Sign in with corporate account" })).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "User ID" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "SIGN IN" })).toBeInTheDocument();
    expect(calledUrls(fetchMock)).not.toContain("/api/loginSSO/nonce");
  });

  it("hides the user ID and password form when the configuration turns it off", async () => {
    serve({ accountLogin: false, isDefault: false });
    renderRoutes(appRoutes, "/login");
    expect(await screen.findByRole("button", { name: "Sign in with corporate account" })).toBeInTheDocument();
    expect(screen.queryByRole("textbox", { name: "User ID" })).not.toBeInTheDocument();
  });

  it("shows no corporate button without single sign-on", async () => {
    serve({ accountLogin: true, sso: null });
    renderRoutes(appRoutes, "/login");
    expect(await screen.findByRole("textbox", { name: "User ID" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Sign in with corporate account" })).not.toBeInTheDocument();
  });

  it("asks the server for a nonce, then the provider's settings, when the button is clicked", async () => {
    const fetchMock = serve({ accountLogin: true, isDefault: false });
    renderRoutes(appRoutes, "/login");
    await userEvent.click(await screen.findByRole("button", { name: "Sign in with corporate account" }));
    await waitFor(() =>
      expect(calledUrls(fetchMock)).toEqual(
        expect.arrayContaining(["/api/loginSSO/nonce", `${authority}/.well-known/openid-configuration`]),
      ),
    );
    const nonceCall = fetchMock.mock.calls.find(([input]) => input === "/api/loginSSO/nonce");
    expect(nonceCall?.[1]?.method).toBe("POST");
  });

  it("starts by itself when it is the default mode", async () => {
    const fetchMock = serve({ accountLogin: true, isDefault: true });
    renderRoutes(appRoutes, "/login");
    await waitFor(() => expect(calledUrls(fetchMock)).toContain("/api/loginSSO/nonce"));
  });

  it("does not start by itself after a sign-out or after a failed single sign-on", async () => {
    const afterSignOut = serve({ accountLogin: true, isDefault: true });
    const first = renderRoutes(appRoutes, "/login?logout=true");
    expect(await screen.findByRole("button", { name: "Sign in with corporate account" })).toBeEnabled();
    expect(calledUrls(afterSignOut)).not.toContain("/api/loginSSO/nonce");
    first.unmount();

    sessionStorage.setItem("ssoFailed", "true");
    const afterFailure = serve({ accountLogin: true, isDefault: true });
    renderRoutes(appRoutes, "/login");
    expect(await screen.findByRole("button", { name: "Sign in with corporate account" })).toBeEnabled();
    expect(calledUrls(afterFailure)).not.toContain("/api/loginSSO/nonce");
  });

  it("is forced by type=directlogin", async () => {
    const fetchMock = serve({ accountLogin: true, isDefault: false });
    renderRoutes(appRoutes, "/login?type=directlogin");
    await waitFor(() => expect(calledUrls(fetchMock)).toContain("/api/loginSSO/nonce"));
  });

  it("shows the failure in the banner when the nonce cannot be had", async () => {
    serve({ accountLogin: true, isDefault: false });
    const fetchMock = vi.mocked(fetch);
    const serveConfig = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (input, init) =>
      input === "/api/loginSSO/nonce"
        ? jsonResponse(400, { message: "Single sign-on is not set up for this portal.", errors: [] })
        : (serveConfig as typeof fetch)(input, init),
    );
    renderRoutes(appRoutes, "/login");
    await userEvent.click(await screen.findByRole("button", { name: "Sign in with corporate account" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Single sign-on is not set up for this portal.",
    );
  });
});
