import type { LoginResponse } from "@portal/contract/auth/auth.schema";
import type { SsoClientConfig } from "@portal/contract/config/config.schema";
import { UserManager, WebStorageStateStore } from "oidc-client-ts";
import { getSsoNonce } from "./api/get-sso-nonce";
import { loginSso } from "./api/login-sso";
import { signedOutPath, ssoCallbackPath } from "./sso-paths";

/** What the round trip through the provider carries for us. */
interface SsoState {
  returnUrl: string;
}

let cached: { key: string; manager: UserManager } | undefined;

/** The OIDC client (authorization code flow with PKCE) for the configured provider. */
function userManager(config: SsoClientConfig): UserManager {
  const key = JSON.stringify([config.authority, config.clientId, config.scope]);
  if (cached?.key !== key) {
    const origin = window.location.origin;
    const manager = new UserManager({
      authority: config.authority,
      client_id: config.clientId,
      scope: config.scope,
      response_type: "code",
      redirect_uri: `${origin}${ssoCallbackPath}`,
      post_logout_redirect_uri: `${origin}${signedOutPath}`,
      // Kept beside the portal session (localStorage): sign-out sends its ID token as id_token_hint.
      userStore: new WebStorageStateStore({ store: window.localStorage }),
      automaticSilentRenew: false,
      loadUserInfo: false,
    });
    cached = { key, manager };
  }
  return cached.manager;
}

/**
 * Asks the server for a nonce, then sends the browser to the provider's sign-in. The promise
 * settles only if the browser stays (an error, or the page restored with the back button).
 */
export async function startSsoSignIn(config: SsoClientConfig, returnUrl: string): Promise<void> {
  const { nonce } = await getSsoNonce();
  const state: SsoState = { returnUrl };
  await userManager(config).signinRedirect({ nonce, state });
}

export interface CompletedSsoSignIn {
  response: LoginResponse;
  /** The page the user asked for before signing in, as stored when the flow started. */
  returnUrl: string | null;
}

/** On the callback page: finishes the code flow and trades the ID token for a portal session. */
export async function completeSsoSignIn(config: SsoClientConfig): Promise<CompletedSsoSignIn> {
  const manager = userManager(config);
  try {
    const user = await manager.signinRedirectCallback();
    if (!user.id_token) throw new Error("The provider sent no ID token");
    const response = await loginSso(user.id_token);
    const state = user.state as Partial<SsoState> | undefined;
    return { response, returnUrl: typeof state?.returnUrl === "string" ? state.returnUrl : null };
  } catch (error) {
    await manager.removeUser();
    throw error;
  }
}

/** Ends the provider's session; the provider then sends the browser to /login?logout=true. */
export async function endSsoSession(config: SsoClientConfig): Promise<void> {
  await userManager(config).signoutRedirect();
}
