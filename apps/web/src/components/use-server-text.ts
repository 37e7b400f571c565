import { HttpStatus } from "@portal/contract/common/http";
import { useTranslation } from "react-i18next";
import { ApiError } from "../lib/api-error";
import { handleApiError } from "../lib/api-error-handler";
import { badRequestMessages, isMessageKey } from "../lib/bad-request-messages";
import { i18n } from "../lib/i18n";

/** A feature's own message keys (a schema's, the server's): the text of one it knows, else undefined. */
export type OwnMessageText = (message: string) => string | undefined;

const noOwnMessages: OwnMessageText = () => undefined;

/**
 * A server text: one of the feature's message keys (`ownText`) or an errors key is translated,
 * anything else shown as sent.
 */
export function useServerText(ownText: OwnMessageText = noOwnMessages) {
  return (message: string): string => {
    const own = ownText(message);
    if (own !== undefined) return own;
    if (isMessageKey(message) && i18n.exists(`errors:${message}`)) {
      return i18n.t(`errors:${message}`, { defaultValue: message });
    }
    return message;
  };
}

/** What a screen shows of a refused call: texts beside the fields and one above them. */
export interface FormFailure<F extends string> {
  fieldErrors: Partial<Record<F, string>>;
  message: string;
}

/** Statuses whose answer a screen explains itself: bad input, a conflict, a gone record, a big file. */
const explainedStatuses: readonly number[] = [
  HttpStatus.badRequest,
  HttpStatus.conflict,
  HttpStatus.notFound,
  HttpStatus.payloadTooLarge,
];

const noField = () => undefined;

/**
 * The texts of a refused call the screen explains itself (server field errors on their fields,
 * the server's messages, else `fallback`), or null for any other failure.
 */
function explainedFailure<F extends string>(
  error: unknown,
  fieldOf: (serverField: string) => F | undefined,
  serverText: (message: string) => string,
  fallback: string,
): FormFailure<F> | null {
  if (!(error instanceof ApiError && explainedStatuses.includes(error.status))) return null;
  const fieldErrors: Partial<Record<F, string>> = {};
  for (const { field, errorMessage } of error.body.errors) {
    const formField = fieldOf(field);
    if (formField) fieldErrors[formField] ??= serverText(errorMessage);
  }
  const result = badRequestMessages(error.data);
  let message = fallback;
  if (result.kind === "messages") message = result.messages.map(serverText).join(" ");
  else if (result.kind === "unreadable") message = i18n.t("errors:UNREADABLE");
  return { fieldErrors, message };
}

/**
 * Turns a failed call into the screen's texts (server field errors on their fields, the
 * server's message, else `fallback`: "The request could not be sent." unless given); anything
 * else gets the app-wide reaction and null.
 */
export function useFormFailure<F extends string = never>(
  fieldOf: (serverField: string) => F | undefined = noField,
  ownText?: OwnMessageText,
) {
  const { t } = useTranslation("common");
  const serverText = useServerText(ownText);
  return (error: unknown, fallback: string = t("saveFailed")): FormFailure<F> | null => {
    const shown = explainedFailure(error, fieldOf, serverText, fallback);
    if (!shown) handleApiError(error, "save");
    return shown;
  };
}

/**
 * What to show of a failed call whose every failure the screen shows itself (a download, a
 * review of several files): the server's messages for a refused request, else `fallback`; an
 * expired session or a missing permission also gets the app-wide reaction.
 */
export function useFailureText(ownText?: OwnMessageText) {
  const serverText = useServerText(ownText);
  return (error: unknown, fallback: string): string => {
    if (
      error instanceof ApiError &&
      (error.status === HttpStatus.sessionExpired || error.status === HttpStatus.permissionDenied)
    ) {
      handleApiError(error, "save");
    }
    return explainedFailure(error, noField, serverText, fallback)?.message ?? fallback;
  };
}

/** The last name of a server field's path ("legs.0.note" is "note"). */
export const fieldName = (serverField: string): string => serverField.split(".").at(-1) ?? serverField;
