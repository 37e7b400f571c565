import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDepartment, createEmployee } from "../../db/seed/factories";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";
import { createFakeClock } from "../../testing/fake-clock";
import { startOidcProvider, type TestOidcProvider } from "../../testing/oidc-provider";

const clientId = "portal";
// The provider only redirects the (headless) browser there; nothing listens.
const redirectUri = "http://127.0.0.1:9/login/callback";
const invalidToken = "The sign-in with your corporate account could not be verified. Please try again.";
const unknownUser = "Your corporate account is not linked to an employee of this portal.";

const accounts = {
  kenta: { email: "Kenta.Sato@Example.com", name: "Kenta Sato" },
  upnOnly: { upn: "hanako@example.com" },
  unverified: {
    email: "kenta.sato@example.com",
    email_verified: false,
    preferred_username: "nobody@corp.example",
  },
  stranger: { email: "stranger@elsewhere.example" },
  left: { email: "left1@example.com" },
};

describe("single sign-on (POST /api/loginSSO)", () => {
  let provider: TestOidcProvider;
  let otherIssuer: TestOidcProvider;
  let t: TestApp;
  const clock = createFakeClock(new Date());

  beforeAll(async () => {
    const clients = [
      { clientId, redirectUri },
      { clientId: "another-app", redirectUri },
    ];
    provider = await startOidcProvider({ accounts, clients });
    // Same signing keys, another issuer: only the issuer check can tell its tokens apart.
    otherIssuer = await startOidcProvider({ accounts, clients, signingKeys: provider.signingKeys });
    t = await buildTestApp({ OIDC_ISSUER: provider.issuer, OIDC_CLIENT_ID: clientId }, { clock });
    const dept = await createDepartment(t.db, { code: "DEV" });
    await createEmployee(t.db, {
      account: "employee1",
      deptId: dept.id,
      email: "kenta.sato@example.com",
      displayName: "Kenta Sato",
    });
    await createEmployee(t.db, { account: "hanako", deptId: dept.id, email: "hanako@example.com" });
    await createEmployee(t.db, { account: "left1", deptId: dept.id, status: 1 });
  });
  afterAll(async () => {
    await t.close();
    await provider.close();
    await otherIssuer.close();
  });

  async function nonce(): Promise<string> {
    const response = await t.app.inject({ method: "POST", url: "/api/loginSSO/nonce" });
    expect(response.statusCode).toBe(200);
    return response.json().nonce;
  }

  async function idToken(
    login: keyof typeof accounts,
    options: { from?: TestOidcProvider; client?: string; nonce?: string } = {},
  ) {
    return (options.from ?? provider).signIn({
      clientId: options.client ?? clientId,
      redirectUri,
      login,
      nonce: options.nonce ?? (await nonce()),
    });
  }

  const loginSso = (token: string, language = "en", grantType = "azure-ad") =>
    t.app.inject({
      method: "POST",
      url: "/api/loginSSO",
      headers: { "content-language": language },
      payload: { grant_type: grantType, token },
    });

  it("signs in the employee whose e-mail the provider vouches for", async () => {
    const response = await loginSso(await idToken("kenta"));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      access_token: expect.any(String),
      username: "employee1",
      display_name: "Kenta Sato",
      fes: 1,
    });
    const profile = await t.app.inject({
      method: "GET",
      url: "/api/employee/profile",
      headers: { authorization: `Bearer ${response.json().access_token}` },
    });
    expect(profile.statusCode).not.toBe(403);
    const audit = await t.db.selectFrom("signInAudit").selectAll().where("event", "=", "success").execute();
    expect(audit).toContainEqual(
      expect.objectContaining({
        userId: "Kenta.Sato@Example.com",
        method: "sso",
        employeeId: expect.any(Number),
      }),
    );
  });

  it("makes the browser a known device of the account: a stranger's failures ask it for no CAPTCHA", async () => {
    const signedIn = await loginSso(await idToken("kenta"));
    const cookie = String(signedIn.headers["set-cookie"]).split(";")[0] ?? "";
    expect(cookie).toMatch(/^portal_device=/);
    const withPassword = (password: string, remoteAddress: string, headers: Record<string, string> = {}) =>
      t.app.inject({
        method: "POST",
        url: "/api/login",
        payload: { userId: "employee1", password },
        headers,
        remoteAddress,
      });
    await withPassword("wrong", "203.0.113.5");
    expect((await withPassword("Portal#2026", "198.51.100.7")).json().error).toBe("Please verify captcha.");
    expect((await withPassword("Portal#2026", "198.51.100.7", { cookie })).statusCode).toBe(200);
    // Signing in with the corporate account again keeps the browser's token.
    const again = await t.app.inject({
      method: "POST",
      url: "/api/loginSSO",
      headers: { cookie },
      payload: { grant_type: "azure-ad", token: await idToken("kenta") },
    });
    expect(String(again.headers["set-cookie"]).split(";")[0]).toBe(cookie);
  });

  it("falls back to the upn claim when there is no e-mail", async () => {
    const response = await loginSso(await idToken("upnOnly"));
    expect(response.statusCode).toBe(200);
    expect(response.json().username).toBe("hanako");
  });

  it("does not trust an e-mail the provider marks unverified", async () => {
    const response = await loginSso(await idToken("unverified"));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(unknownUser);
  });

  it("refuses a token issued to another client", async () => {
    const response = await loginSso(await idToken("kenta", { client: "another-app" }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: invalidToken, errors: [] });
  });

  it("refuses a token from another issuer, even one signed with the same keys", async () => {
    const response = await loginSso(await idToken("kenta", { from: otherIssuer }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(invalidToken);
  });

  it("refuses an expired token, by the app's clock", async () => {
    // The provider's ID tokens live 5 minutes; the nonce would still be good for 10.
    const token = await idToken("kenta");
    clock.advanceMinutes(7);
    try {
      const response = await loginSso(token);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(invalidToken);
    } finally {
      clock.advanceMinutes(-7);
    }
  });

  it("refuses a token whose signature or claims were altered", async () => {
    const [header = "", payload = "", signature = ""] = (await idToken("stranger")).split(".");
    const middle = Math.floor(signature.length / 2);
    const flipped = signature[middle] === "A" ? "B" : "A";
    const badSignature = `${signature.slice(0, middle)}${flipped}${signature.slice(middle + 1)}`;
    expect((await loginSso(`${header}.${payload}.${badSignature}`)).json().message).toBe(invalidToken);

    const claims = JSON.parse(Buffer.from(payload, "base64url").toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, email: "kenta.sato@example.com" })).toString(
      "base64url",
    );
    const response = await loginSso(`${header}.${forged}.${signature}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(invalidToken);
  });

  it("refuses a nonce this server never issued", async () => {
    const response = await loginSso(await idToken("kenta", { nonce: "made-up-by-the-caller" }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(invalidToken);
  });

  it("accepts a nonce once", async () => {
    const token = await idToken("kenta");
    expect((await loginSso(token)).statusCode).toBe(200);
    const replay = await loginSso(token);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toBe(invalidToken);
  });

  it("refuses a nonce older than ten minutes", async () => {
    // Issued 11 minutes ago by the app's clock; the token itself is fresh.
    clock.advanceMinutes(-11);
    const staleNonce = await nonce();
    clock.advanceMinutes(11);
    const response = await loginSso(await idToken("kenta", { nonce: staleNonce }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(invalidToken);
  });

  it("tells a corporate user with no employee record that the account is not linked", async () => {
    const response = await loginSso(await idToken("stranger"));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: unknownUser, errors: [] });
    const failures = await t.db
      .selectFrom("signInAudit")
      .selectAll()
      .where("userId", "=", "stranger@elsewhere.example")
      .execute();
    expect(failures).toEqual([
      expect.objectContaining({ event: "failure", method: "sso", employeeId: null }),
    ]);

    const inJapanese = await loginSso(await idToken("stranger"), "ja");
    expect(inJapanese.json().message).toBe("社内アカウントがこのポータルの社員に紐付けられていません。");
  });

  it("refuses an employee who has left", async () => {
    const response = await loginSso(await idToken("left"));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(unknownUser);
  });

  it("refuses another grant type", async () => {
    const response = await loginSso(await idToken("kenta"), "en", "password");
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(invalidToken);
  });

  it("lets the web client call the provider from the page (CSP connect-src)", async () => {
    const response = await t.app.inject({ method: "POST", url: "/api/loginSSO/nonce" });
    const directives = String(response.headers["content-security-policy"]).split(";");
    const connectSources = directives.find((directive) => directive.trim().startsWith("connect-src"));
    expect(connectSources?.split(" ")).toContain(provider.issuer);
  });

  it("issues a different nonce each time", async () => {
    const [first, second] = [await nonce(), await nonce()];
    expect(first).toMatch(/^[\w-]{43}$/);
    expect(second).not.toBe(first);
  });
});

describe("single sign-on when it is not configured", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it("answers 400 to both calls", async () => {
    const nonce = await t.app.inject({ method: "POST", url: "/api/loginSSO/nonce" });
    expect(nonce.statusCode).toBe(400);
    expect(nonce.json().message).toBe("Single sign-on is not set up for this portal.");
    const login = await t.app.inject({
      method: "POST",
      url: "/api/loginSSO",
      payload: { grant_type: "azure-ad", token: "a.b.c" },
    });
    expect(login.statusCode).toBe(400);
    expect(login.json()).toEqual({ message: "Single sign-on is not set up for this portal.", errors: [] });
  });
});
