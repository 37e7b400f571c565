import { i18n } from "./i18n";
import { notifyError } from "./notify";
import { clearSession } from "./session-store";

/**
 * Ends a session the server no longer accepts or whose token ran out. The route guard then
 * sends the user to /login with the current page as `url`.
 */
export function endExpiredSession(): void {
  clearSession();
  notifyError(i18n.t("auth:sessionExpired"));
}
