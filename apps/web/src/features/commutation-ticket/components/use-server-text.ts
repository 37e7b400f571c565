import { HttpStatus } from "@portal/contract/common/http";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api-error";
import { handleApiError } from "../../../lib/api-error-handler";
import { badRequestMessages, isMessageKey } from "../../../lib/bad-request-messages";
import { i18n } from "../../../lib/i18n";
import { ticketMessageKey } from "../ticket-presentation";

/** A server text: a ticket message key or an errors key is translated, anything else shown as sent. */
export function useServerText() {
  const { t } = useTranslation("commutationTicket");
  return (message: string): string => {
    const key = ticketMessageKey(message);
    if (key) return t(key);
    if (isMessageKey(message) && i18n.exists(`errors:${message}`)) {
      return i18n.t(`errors:${message}`, { defaultValue: message });
    }
    return message;
  };
}

/** What a form shows of a refused save: texts beside the fields and one above them. */
export interface FormFailure<F extends string> {
  fieldErrors: Partial<Record<F, string>>;
  message: string | null;
}

/** Statuses whose answer a form explains itself: bad input, a conflict, a gone ticket, a big file. */
const formStatuses: readonly number[] = [
  HttpStatus.badRequest,
  HttpStatus.conflict,
  HttpStatus.notFound,
  HttpStatus.payloadTooLarge,
];

/**
 * Turns a failed save into the form's texts (server field errors on their fields, the message
 * above); anything else gets the app-wide reaction and null.
 */
export function useFormFailure<F extends string>(fieldOf: (serverField: string) => F | undefined) {
  const { t } = useTranslation("commutationTicket");
  const serverText = useServerText();
  return (error: unknown): FormFailure<F> | null => {
    if (!(error instanceof ApiError && formStatuses.includes(error.status))) {
      handleApiError(error, "save");
      return null;
    }
    const fieldErrors: Partial<Record<F, string>> = {};
    for (const { field, errorMessage } of error.body.errors) {
      const formField = fieldOf(field);
      if (formField) fieldErrors[formField] ??= serverText(errorMessage);
    }
    const result = badRequestMessages(error.data);
    let message: string | null = t("form.saveFailed");
    if (result.kind === "messages") message = result.messages.map(serverText).join(" ");
    else if (result.kind === "unreadable") message = i18n.t("errors:UNREADABLE");
    return { fieldErrors, message };
  };
}
