import type { SsoClientConfig } from "@portal/contract/config/config.schema";

/**
 * Whether the login page starts single sign-on by itself: never after a sign-out or a page that
 * sent the user out (logout=true); always with type=directlogin; otherwise when it is the
 * default mode and no earlier single sign-on failed in this tab.
 */
export function shouldStartSso(
  sso: SsoClientConfig | null,
  search: URLSearchParams,
  hasFailed: boolean,
): boolean {
  if (!sso || search.get("logout") === "true") return false;
  if (search.get("type") === "directlogin") return true;
  return sso.isDefault && !hasFailed;
}
