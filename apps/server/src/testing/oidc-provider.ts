import { createHash, randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { exportJWK, generateKeyPair, type JWK } from "jose";
import Provider, { type ClientMetadata } from "oidc-provider";

/** Claims an account of the test provider puts in its ID tokens. */
export interface OidcTestAccount {
  email?: string;
  email_verified?: boolean;
  upn?: string;
  preferred_username?: string;
  name?: string;
}

export interface OidcTestClient {
  clientId: string;
  redirectUri: string;
}

export interface StartOidcProviderOptions {
  /** Accounts by the login typed on the provider's sign-in page (also their `sub`). */
  accounts: Record<string, OidcTestAccount>;
  clients: OidcTestClient[];
  /** Signing keys; two providers given the same keys differ only in their issuer. */
  signingKeys?: JWK[];
  /** Lifetime of the ID tokens it issues (default 5 minutes). */
  idTokenTtlSeconds?: number;
}

export interface TestOidcProvider {
  issuer: string;
  signingKeys: JWK[];
  /** Runs the authorization code flow with PKCE over HTTP, as a browser would, and returns the ID token. */
  signIn(options: { clientId: string; redirectUri: string; login: string; nonce: string }): Promise<string>;
  close(): Promise<void>;
}

/** A private RS256 signing key for the test provider. */
export async function createSigningKey(): Promise<JWK> {
  const { privateKey } = await generateKeyPair("RS256", { extractable: true });
  return { ...(await exportJWK(privateKey)), kid: randomBytes(8).toString("hex"), alg: "RS256", use: "sig" };
}

/**
 * A real OpenID provider (oidc-provider) on a free loopback port, with its development sign-in
 * and consent pages: any password is accepted for a known login.
 */
export async function startOidcProvider(options: StartOidcProviderOptions): Promise<TestOidcProvider> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const signingKeys = options.signingKeys ?? [await createSigningKey()];

  const provider = new Provider(issuer, {
    clients: options.clients.map(
      (client): ClientMetadata => ({
        client_id: client.clientId,
        redirect_uris: [client.redirectUri],
        token_endpoint_auth_method: "none",
        grant_types: ["authorization_code"],
        response_types: ["code"],
      }),
    ),
    async findAccount(_ctx, sub) {
      const account = options.accounts[sub];
      return account && { accountId: sub, claims: () => ({ sub, ...account }) };
    },
    claims: {
      openid: ["sub"],
      email: ["email", "email_verified"],
      profile: ["name", "preferred_username", "upn"],
    },
    // Put the scope's claims in the ID token, as Entra ID does, not only behind userinfo.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: true } },
    pkce: { required: () => true },
    ttl: {
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
      AccessToken: 3600,
      IdToken: options.idTokenTtlSeconds ?? 300,
    },
    jwks: { keys: signingKeys },
    cookies: { keys: [randomBytes(16).toString("hex")] },
  });
  server.on("request", provider.callback());

  return {
    issuer,
    signingKeys,
    signIn: (flow) => runCodeFlow(issuer, flow),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** Cookies by name, kept across the redirects of one flow. */
function createCookieJar() {
  const cookies = new Map<string, string>();
  return {
    store(response: Response) {
      for (const cookie of response.headers.getSetCookie()) {
        const [pair = ""] = cookie.split(";");
        const separator = pair.indexOf("=");
        const name = pair.slice(0, separator).trim();
        const value = pair.slice(separator + 1).trim();
        if (value) cookies.set(name, value);
        else cookies.delete(name);
      }
    },
    header: () => [...cookies].map(([name, value]) => `${name}=${value}`).join("; "),
  };
}

async function runCodeFlow(
  issuer: string,
  flow: { clientId: string; redirectUri: string; login: string; nonce: string },
): Promise<string> {
  const verifier = randomBytes(32).toString("base64url");
  const authorize = new URL("/auth", issuer);
  authorize.search = new URLSearchParams({
    client_id: flow.clientId,
    redirect_uri: flow.redirectUri,
    response_type: "code",
    scope: "openid email profile",
    nonce: flow.nonce,
    state: randomBytes(8).toString("hex"),
    code_challenge: createHash("sha256").update(verifier).digest("base64url"),
    code_challenge_method: "S256",
  }).toString();

  const jar = createCookieJar();
  let url = authorize;
  let form: URLSearchParams | undefined;
  for (let step = 0; step < 12; step++) {
    const response = await fetch(url, {
      method: form ? "POST" : "GET",
      body: form,
      redirect: "manual",
      headers: { cookie: jar.header() },
    });
    jar.store(response);
    const location = response.headers.get("location");
    if (response.status >= 300 && response.status < 400 && location) {
      url = new URL(location, url);
      form = undefined;
      if (url.href.startsWith(flow.redirectUri)) return exchangeCode(issuer, flow, url, verifier);
      continue;
    }
    const page = await response.text();
    // The development interaction pages: a sign-in form, then a consent form.
    if (response.ok && page.includes('name="prompt" value="login"')) {
      form = new URLSearchParams({ prompt: "login", login: flow.login, password: "any" });
    } else if (response.ok && page.includes('name="prompt" value="consent"')) {
      form = new URLSearchParams({ prompt: "consent" });
    } else {
      throw new Error(
        `The test provider answered ${response.status} at ${url.pathname}: ${page.slice(0, 500)}`,
      );
    }
  }
  throw new Error("The test provider's sign-in did not come back to the redirect URI");
}

async function exchangeCode(
  issuer: string,
  flow: { clientId: string; redirectUri: string },
  callback: URL,
  verifier: string,
): Promise<string> {
  const code = callback.searchParams.get("code");
  if (!code) throw new Error(`The provider sent no code: ${callback.search}`);
  const response = await fetch(new URL("/token", issuer), {
    method: "POST",
    body: new URLSearchParams({
      grant_type: "authorization_code",
      code,
      redirect_uri: flow.redirectUri,
      client_id: flow.clientId,
      code_verifier: verifier,
    }),
  });
  const body = (await response.json()) as { id_token?: string };
  if (!response.ok || !body.id_token) throw new Error(`The token call failed: ${JSON.stringify(body)}`);
  return body.id_token;
}
