import { TicketLimits } from "@portal/contract/commutation-ticket/commutation-ticket.constants";
import { DateField } from "../../../../components/ui/date-field";
import { NumberTextInput } from "../../../../components/ui/number-text-input";
import type { ChatFieldName, ChatFormState } from "../../hooks/use-chat-form";

interface ChatFieldProps {
  state: ChatFormState;
  field: ChatFieldName;
}

/** A date of a chat form (YYYY/MM/DD), required unless the form shows it read-only. */
export function ChatDateField({ state, field }: ChatFieldProps) {
  const isReadOnly = state.isReadOnly(field);
  return (
    <DateField
      label={state.label(field)}
      required={!isReadOnly}
      readOnly={isReadOnly}
      value={state.text(field)}
      onChange={(value) => state.change(field, value)}
      error={state.errorOf(field)}
    />
  );
}

/** An amount in yen of a chat form, digits only up to the ticket limit. */
export function ChatAmountField({ state, field }: ChatFieldProps) {
  const isReadOnly = state.isReadOnly(field);
  return (
    <NumberTextInput
      label={state.label(field)}
      required={!isReadOnly}
      readOnly={isReadOnly}
      maxLength={TicketLimits.amountMaxDigits}
      leftSection="¥"
      value={state.text(field)}
      onChange={(value) => value !== state.text(field) && state.change(field, value)}
      error={state.errorOf(field)}
    />
  );
}
