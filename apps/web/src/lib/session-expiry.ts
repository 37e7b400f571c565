import { i18n } from "./i18n";
import { isMobileAppView } from "./mobile-app-view";
import { notifyError } from "./notify";
import { paths } from "./paths";
import { clearSession } from "./session-store";

/**
 * Ends a session the server no longer accepts or whose token ran out. The route guard then
 * sends the user to /login with the current page as `url`; inside the mobile app, which signs
 * in by itself, the session-expired screen says so instead.
 */
export function endExpiredSession(): void {
  clearSession();
  if (isMobileAppView(window.location.pathname)) {
    window.location.assign(paths.sessionExpired);
    return;
  }
  notifyError(i18n.t("auth:sessionExpired"));
}
