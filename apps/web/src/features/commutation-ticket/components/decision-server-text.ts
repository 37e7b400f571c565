import { HttpStatus } from "@portal/contract/common/http";
import { TicketMessages } from "@portal/contract/commutation-ticket/commutation-ticket.constants";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api-error";
import { handleApiError } from "../../../lib/api-error-handler";
import { badRequestMessages } from "../../../lib/bad-request-messages";
import { i18n } from "../../../lib/i18n";
import { useServerText } from "./use-server-text";

/** Ticket messages of decisions, reviews and delegations with their text in ticketDecision. */
const ownMessages = {
  [TicketMessages.periodInvalid]: "messages.periodInvalid",
  [TicketMessages.evidenceAlreadyReviewed]: "messages.evidenceAlreadyReviewed",
  [TicketMessages.delegateInvalid]: "messages.delegateInvalid",
  [TicketMessages.delegationOverlap]: "messages.delegationOverlap",
  [TicketMessages.delegationTooLong]: "messages.delegationTooLong",
  [TicketMessages.delegationPast]: "messages.delegationPast",
  [TicketMessages.cannotDelegate]: "messages.cannotDelegate",
  [TicketMessages.employeeNotFound]: "messages.employeeNotFound",
  [TicketMessages.reasonRequired]: "messages.reasonRequired",
} as const;

const isOwnMessage = (message: string): message is keyof typeof ownMessages => message in ownMessages;

/** A server text in the user's language: a message key translated, anything else as sent. */
export function useDecisionServerText() {
  const { t } = useTranslation("ticketDecision");
  const serverText = useServerText();
  return (message: string): string => (isOwnMessage(message) ? t(ownMessages[message]) : serverText(message));
}

/** Statuses whose answer the screen explains itself: bad input, a conflict, a gone ticket or file. */
const explainedStatuses: readonly number[] = [
  HttpStatus.badRequest,
  HttpStatus.conflict,
  HttpStatus.notFound,
];

/** What a screen shows of a refused call: texts beside the fields and one above them. */
export interface DecisionFailure<F extends string> {
  fieldErrors: Partial<Record<F, string>>;
  message: string;
}

/**
 * Turns a refused call into the screen's texts (server field errors on their fields, the
 * server's message, else `fallback`); anything else gets the app-wide reaction and null.
 */
export function useDecisionFailure<F extends string = never>(
  fieldOf: (serverField: string) => F | undefined = () => undefined,
) {
  const serverText = useDecisionServerText();
  return (error: unknown, fallback: string): DecisionFailure<F> | null => {
    if (!(error instanceof ApiError && explainedStatuses.includes(error.status))) {
      handleApiError(error, "save");
      return null;
    }
    const fieldErrors: Partial<Record<F, string>> = {};
    for (const { field, errorMessage } of error.body.errors) {
      const formField = fieldOf(field.split(".").at(-1) ?? field);
      if (formField) fieldErrors[formField] ??= serverText(errorMessage);
    }
    const result = badRequestMessages(error.data);
    let message = fallback;
    if (result.kind === "messages") message = result.messages.map(serverText).join(" ");
    else if (result.kind === "unreadable") message = i18n.t("errors:UNREADABLE");
    return { fieldErrors, message };
  };
}
