import type { TFunction } from "i18next";
import { ApiError, NetworkError } from "../../../lib/api-error";
import { loginErrorText } from "../login-error-text";

/** The banner text for a failed single sign-on: the server's message when it sent one. */
export function ssoErrorText(error: unknown, t: TFunction<"auth">): string {
  if (error instanceof ApiError || error instanceof NetworkError) return loginErrorText(error, t);
  return t("sso.failed");
}

/** Navigation state that carries a failed single sign-on's message to the login page. */
export function ssoFailureState(message: string) {
  return { ssoError: message };
}

export function ssoErrorOf(state: unknown): string | null {
  if (typeof state !== "object" || state === null || !("ssoError" in state)) return null;
  return typeof state.ssoError === "string" ? state.ssoError : null;
}
