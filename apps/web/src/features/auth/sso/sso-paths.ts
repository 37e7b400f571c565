import { paths } from "../../../lib/paths";

/** Where the provider sends the browser back after sign-in (register it as a redirect URI). */
export const ssoCallbackPath = "/login/callback";

/** Where the provider sends the browser after its sign-out (register it as post-logout URI). */
export const signedOutPath = `${paths.login}?logout=true`;
