import { HttpStatus } from "@portal/contract/common/http";
import { ApiError } from "./api-error";
import { badRequestMessages, isMessageKey } from "./bad-request-messages";
import { i18n } from "./i18n";
import { notifyError } from "./notify";
import { endExpiredSession } from "./session-expiry";

/** What the failed call was doing: reading (queries) or writing (mutations). */
export type FailedAction = "load" | "save";

/** A 400's messages, translated where the server sent a key instead of a text. */
function notifyBadRequest(data: unknown): void {
  const result = badRequestMessages(data);
  if (result.kind === "unreadable") notifyError(i18n.t("errors:UNREADABLE"));
  if (result.kind === "default") notifyError(i18n.t("errors:BAD_REQUEST"));
  if (result.kind !== "messages") return;
  for (const message of result.messages) {
    const key = `errors:${message}`;
    // A key of the errors namespace is shown in the user's language; any other text as it came.
    notifyError(isMessageKey(message) && i18n.exists(key) ? i18n.t(key, { defaultValue: message }) : message);
  }
}

/** Whether the server no longer accepts the session (403 in this app; 401 is a missing permission). */
export function isSessionExpired(error: unknown): boolean {
  return error instanceof ApiError && error.status === HttpStatus.sessionExpired;
}

/** The app-wide reaction to a failed call (spec, error catalogue). */
export function handleApiError(error: unknown, action: FailedAction): void {
  const status = error instanceof ApiError ? error.status : null;
  if (isSessionExpired(error)) {
    endExpiredSession();
  } else if (status === HttpStatus.permissionDenied) {
    notifyError(i18n.t("errors:PERMISSION_DENIED"));
  } else if (error instanceof ApiError && status === HttpStatus.badRequest) {
    notifyBadRequest(error.data);
  } else {
    notifyError(i18n.t(action === "load" ? "errors:LOAD_FAILED" : "errors:SAVE_FAILED"));
  }
}
