import { loginFailureSchema } from "@portal/contract/auth/auth.schema";
import type { TFunction } from "i18next";
import { ApiError, NetworkError } from "../../lib/api-error";

/** The banner text for a failed sign-in: the server's `error` field when it sent one. */
export function loginErrorText(error: Error, t: TFunction<"auth">): string {
  if (error instanceof NetworkError) return t("connectionFailed");
  if (error instanceof ApiError) {
    const failure = loginFailureSchema.safeParse(error.data);
    if (failure.success && failure.data.error) return failure.data.error;
    if (error.body.message) return error.body.message;
  }
  return t("loginFailed");
}
