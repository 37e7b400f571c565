import { useTranslation } from "react-i18next";
import {
  type OwnMessageText,
  useFailureText,
  useFormFailure,
  useServerText,
} from "../../../components/use-server-text";
import { ticketMessageKey } from "../ticket-presentation";

/** The text of a ticket message key (the contract's TicketMessages) in the user's language. */
function useTicketMessageText(): OwnMessageText {
  const { t } = useTranslation("commutation-ticket");
  return (message) => {
    const key = ticketMessageKey(message);
    return key ? t(key) : undefined;
  };
}

/** A server text on a ticket screen: ticket message keys translated too (`useServerText`). */
export function useTicketServerText() {
  return useServerText(useTicketMessageText());
}

/** A failed call's texts on a ticket form (`useFormFailure`), ticket message keys translated. */
export function useTicketFormFailure<F extends string = never>(
  fieldOf?: (serverField: string) => F | undefined,
) {
  return useFormFailure<F>(fieldOf, useTicketMessageText());
}

/** A failed call's text on a ticket screen (`useFailureText`), ticket message keys translated. */
export function useTicketFailureText() {
  return useFailureText(useTicketMessageText());
}
