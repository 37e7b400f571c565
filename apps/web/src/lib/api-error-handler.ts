import { HttpStatus } from "@portal/contract/common/http";
import { ApiError } from "./api-error";
import { i18n } from "./i18n";
import { notifyError } from "./notify";
import { endExpiredSession } from "./session-expiry";

/** What the failed call was doing: reading (queries) or writing (mutations). */
export type FailedAction = "load" | "save";

function serverMessage(error: ApiError): string {
  return error.body.message || error.body.errors[0]?.errorMessage || "";
}

/** The app-wide reaction to a failed call (spec, error catalogue). */
export function handleApiError(error: unknown, action: FailedAction): void {
  const status = error instanceof ApiError ? error.status : null;
  if (status === HttpStatus.sessionExpired) {
    endExpiredSession();
  } else if (status === HttpStatus.permissionDenied) {
    notifyError(i18n.t("errors:PERMISSION_DENIED"));
  } else if (error instanceof ApiError && status === HttpStatus.badRequest) {
    // An empty message shows nothing (spec, error catalogue).
    const message = serverMessage(error);
    if (message) notifyError(message);
  } else {
    notifyError(i18n.t(action === "load" ? "errors:LOAD_FAILED" : "errors:SAVE_FAILED"));
  }
}
