import { randomBytes } from "node:crypto";
import http from "node:http";
import Provider from "oidc-provider";

// A real OpenID provider for the browser journeys: oidc-provider with its development sign-in and
// consent pages (any password is accepted for a known login) and RP-initiated logout.
// Started by playwright.config.ts; the portal under test is its only client.

const port = Number(process.env.E2E_OIDC_PORT);
const appOrigin = process.env.E2E_SSO_ORIGIN;
const clientId = process.env.E2E_OIDC_CLIENT_ID ?? "portal-e2e";
if (!port || !appOrigin) throw new Error("E2E_OIDC_PORT and E2E_SSO_ORIGIN are required");
const issuer = `http://127.0.0.1:${port}`;

/** Corporate accounts by the login typed on the provider's page. */
const accounts: Record<string, { email: string; name: string }> = {
  // The demo company's Kenta Sato (account employee1).
  "kenta.sato": { email: "employee1@sakuratech.example", name: "Kenta Sato" },
  // A corporate account with no employee in the portal.
  "guest.user": { email: "guest.user@partner.example", name: "Guest User" },
};

const provider = new Provider(issuer, {
  clients: [
    {
      client_id: clientId,
      // A single-page app: no secret, PKCE, tokens fetched by the browser (CORS below).
      token_endpoint_auth_method: "none",
      grant_types: ["authorization_code"],
      response_types: ["code"],
      redirect_uris: [`${appOrigin}/login/callback`],
      post_logout_redirect_uris: [`${appOrigin}/login?logout=true`],
    },
  ],
  async findAccount(_ctx, sub) {
    const account = accounts[sub];
    return account && { accountId: sub, claims: () => ({ sub, ...account }) };
  },
  claims: { openid: ["sub"], email: ["email"], profile: ["name"] },
  // Scope claims in the ID token itself, as Entra ID sends them.
  conformIdTokenClaims: false,
  clientBasedCORS: (_ctx, origin) => origin === appOrigin,
  features: { devInteractions: { enabled: true }, rpInitiatedLogout: { enabled: true } },
  pkce: { required: () => true },
  ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600 },
  cookies: { keys: [randomBytes(16).toString("hex")] },
});

const server = http.createServer(provider.callback());
server.listen(port, "127.0.0.1", () => console.log(`OpenID provider on ${issuer}`));
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
