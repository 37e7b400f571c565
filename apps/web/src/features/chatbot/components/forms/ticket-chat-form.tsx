import { Textarea, TextInput } from "@mantine/core";
import {
  TicketLimits,
  ticketDurations,
  transportTypes,
} from "@portal/contract/commutation-ticket/commutation-ticket.constants";
import type { ReactNode } from "react";
import { StationAutocomplete } from "../../../commutation-ticket/components/station-autocomplete";
import { type ChatFormProps, numberOrNull, optionsOf } from "../../chat-form-values";
import { type ChatFormState, useChatForm } from "../../hooks/use-chat-form";
import { useChatTexts } from "../../hooks/use-chat-texts";
import { ChatAmountField, ChatDateField } from "./chat-fields";
import { ChatFormCard } from "./chat-form-card";
import { ChoiceField } from "./choice-field";
import { SuggestionButtons } from "./suggestion-buttons";

interface LocationFieldProps {
  state: ChatFormState;
  field: "departure" | "arrival";
  isTrain: boolean;
}

/** Departure or arrival: stations suggested for Train (from the first character), free text else. */
function LocationField({ state, field, isTrain }: LocationFieldProps) {
  const label = state.label(field);
  const common = { label, value: state.text(field), error: state.errorOf(field) };
  let input: ReactNode;
  if (state.isReadOnly(field)) input = <TextInput {...common} readOnly />;
  else if (isTrain)
    input = <StationAutocomplete {...common} required onChange={(v) => state.change(field, v)} />;
  else
    input = (
      <TextInput
        {...common}
        required
        maxLength={TicketLimits.locationMaxLength}
        onChange={(event) => state.change(field, event.currentTarget.value)}
      />
    );
  return (
    <>
      {input}
      <SuggestionButtons
        field={label}
        names={state.suggestionsFor(field)}
        onPick={(name) => state.change(field, name)}
      />
    </>
  );
}

/** The new ticket form (spec): working address read-only; read-only fields as the form says. */
export function TicketChatForm({ form, dataError, isDisabled, isInactive, onSubmit }: ChatFormProps) {
  const { t } = useChatTexts();
  const state = useChatForm(form, dataError);
  const transportType = state.text("transportType") || transportTypes[0];
  const transportOptions = optionsOf(
    form,
    "transportType",
    transportTypes.map((type) => ({ value: type, label: t(`form.transportTypes.${type}`) })),
  );
  const durationOptions = optionsOf(
    form,
    "duration",
    ticketDurations.map((months) => ({ value: String(months), label: t("form.months", { count: months }) })),
  );

  function handleSubmit() {
    const amount = state.text("amount");
    const amountProblem = amount && !(Number(amount) > 0) ? { amount: t("form.amountInvalid") } : {};
    if (!state.checkRequired(["departure", "arrival", "startDate", "amount"], amountProblem)) return;
    const values = state.trimmedValues();
    onSubmit(
      {
        ...values,
        transportType,
        duration: numberOrNull(state.text("duration")),
        amount: numberOrNull(amount),
      },
      [],
    );
  }

  return (
    <ChatFormCard
      kind="ticket"
      isDisabled={isDisabled}
      isInactive={isInactive}
      generalErrors={state.generalErrors}
      submitLabel={t("form.submit")}
      onSubmit={handleSubmit}
    >
      {state.text("ticket") && (
        <TextInput label={state.label("ticket")} readOnly value={state.text("ticket")} />
      )}
      <TextInput label={state.label("workingAddress")} readOnly value={state.text("workingAddress")} />
      <ChoiceField
        label={state.label("transportType")}
        value={transportType}
        options={transportOptions}
        onChange={(value) => state.change("transportType", value)}
        isReadOnly={state.isReadOnly("transportType")}
        required
        error={state.errorOf("transportType")}
      />
      <LocationField state={state} field="departure" isTrain={transportType === "Train"} />
      <LocationField state={state} field="arrival" isTrain={transportType === "Train"} />
      <ChoiceField
        label={state.label("duration")}
        value={state.text("duration")}
        options={durationOptions}
        onChange={(value) => state.change("duration", value)}
        isReadOnly={state.isReadOnly("duration")}
        required
        error={state.errorOf("duration")}
      />
      <ChatDateField state={state} field="startDate" />
      <ChatAmountField state={state} field="amount" />
      <Textarea
        label={state.label("notes")}
        readOnly={state.isReadOnly("notes")}
        autosize
        minRows={2}
        maxRows={5}
        maxLength={TicketLimits.notesMaxLength}
        value={state.text("notes")}
        onChange={(event) => state.change("notes", event.currentTarget.value)}
        error={state.errorOf("notes")}
      />
    </ChatFormCard>
  );
}
