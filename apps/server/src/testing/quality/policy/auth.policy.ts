import { anyone, policyOf, row, signedIn } from "../permission-types";
import { password } from "../permission-world";

/** Health, client configuration, sign-in and sign-out, and the sign-in audit. */
export const authPolicy = policyOf({
  "health.health": row({ request: () => ({}), expect: anyone("ok") }),
  "config.client": row({ request: () => ({}), expect: anyone("ok") }),
  "auth.login": [
    row({
      state: "the owner's account and password",
      request: (_, { owner }) => ({ body: { userId: owner.account, password } }),
      expect: anyone("ok"),
    }),
    row({
      state: "an unknown account",
      request: () => ({ body: { userId: "nobody-at-all", password: "not-a-password" } }),
      expect: anyone(400),
    }),
  ],
  // No identity provider is configured in tests: the calls say so.
  "auth.loginSso": row({
    request: () => ({ body: { grant_type: "id_token", token: "not-a-token" } }),
    expect: anyone(400),
  }),
  "auth.ssoNonce": row({ request: () => ({}), expect: anyone(400) }),
  "auth.loginApp": row({
    request: (_, { owner }) => ({ body: { userId: owner.account, password } }),
    expect: anyone("ok"),
  }),
  "auth.logout": row({
    renew: "perActor",
    setup: async ({ kit, caller }) => ({ token: await kit.token(caller) }),
    request: ({ token }) => ({ token }),
    expect: signedIn({ others: "ok" }),
  }),
  "auth.captchaChallenge": row({ request: () => ({}), expect: anyone("ok") }),
  "audit.signIns": row({ request: () => ({}), expect: signedIn({ others: 401, administrator: "ok" }) }),
  "audit.signInsExport": row({
    request: () => ({ query: { from: "2026-11-01" } }),
    expect: signedIn({ others: 401, administrator: "ok" }),
  }),
  "openApi.document": row({ request: () => ({}), expect: signedIn({ others: 401, administrator: "ok" }) }),
});
