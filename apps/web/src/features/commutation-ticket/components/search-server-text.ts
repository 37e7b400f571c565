import { HttpStatus } from "@portal/contract/common/http";
import { TicketMessages } from "@portal/contract/commutation-ticket/commutation-ticket.constants";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api-error";
import { handleApiError } from "../../../lib/api-error-handler";
import { badRequestMessages } from "../../../lib/bad-request-messages";
import { useServerText } from "./use-server-text";

/** Ticket messages of HR's screens that the commutationTicket namespace may not have a text for. */
const ownMessages = {
  [TicketMessages.periodInvalid]: "messages.periodInvalid",
  [TicketMessages.evidenceAlreadyReviewed]: "messages.evidenceAlreadyReviewed",
} as const;

const isOwnMessage = (message: string): message is keyof typeof ownMessages => message in ownMessages;

/** A server text of HR's screens in the user's language (a message key translated, else as sent). */
export function useSearchServerText() {
  const { t } = useTranslation("ticketSearch");
  const serverText = useServerText();
  return (message: string): string => (isOwnMessage(message) ? t(ownMessages[message]) : serverText(message));
}

/** Statuses whose answer says what was wrong with this call (the rest get the app-wide reaction). */
const explainedStatuses: readonly number[] = [
  HttpStatus.badRequest,
  HttpStatus.conflict,
  HttpStatus.notFound,
];

/**
 * What to show of a failed call: the server's messages for a refused request, else `fallback`;
 * an expired session or a missing permission also gets the app-wide reaction.
 */
export function useFailureText() {
  const serverText = useSearchServerText();
  return (error: unknown, fallback: string): string => {
    if (!(error instanceof ApiError && explainedStatuses.includes(error.status))) {
      if (
        error instanceof ApiError &&
        (error.status === HttpStatus.sessionExpired || error.status === HttpStatus.permissionDenied)
      ) {
        handleApiError(error, "save");
      }
      return fallback;
    }
    const result = badRequestMessages(error.data);
    return result.kind === "messages" ? result.messages.map(serverText).join(" ") : fallback;
  };
}
