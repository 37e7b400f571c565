import { Select, Textarea, TextInput } from "@mantine/core";
import { ChatLimits } from "@portal/contract/chatbot/chatbot.constants";
import {
  cancelReasons,
  otherCancelReasonId,
  TicketLimits,
} from "@portal/contract/commutation-ticket/commutation-ticket.constants";
import { useContext, useState } from "react";
import { EvidenceFilesField } from "../../../../components/ui/evidence-files-field";
import { NumberTextInput } from "../../../../components/ui/number-text-input";
import { type ChatFormProps, numberOrNull, optionsOf } from "../../chat-form-values";
import { useChatForm } from "../../hooks/use-chat-form";
import { ChatLanguageContext, useChatTexts } from "../../hooks/use-chat-texts";
import { ChatAmountField, ChatDateField } from "./chat-fields";
import { ChatFormCard } from "./chat-form-card";

/** A choice sent as the number it names (a reason id), else as its text. */
const idOrText = (text: string) => (/^\d+$/.test(text) ? Number(text) : text || null);

/**
 * The cancel or refund form (spec): ticket type and amount shown, the cancel date, the refund
 * (read-only in refundFull and refundCancel), the reason (a note is required for Other), a note
 * and evidence files, sent with the submission.
 */
export function RefundChatForm({ form, dataError, isDisabled, isInactive, onSubmit }: ChatFormProps) {
  const { t } = useChatTexts();
  const language = useContext(ChatLanguageContext);
  const state = useChatForm(form, dataError);
  const [files, setFiles] = useState<File[]>([]);
  const reasonOptions = optionsOf(
    form,
    "cancelReason",
    // The reasons exist in English and Japanese; the Vietnamese chat shows the English ones.
    cancelReasons.map((reason) => ({
      value: String(reason.id),
      label: reason[language === "ja" ? "ja" : "en"],
    })),
  );
  const isOther = state.text("cancelReason") === String(otherCancelReasonId);

  function handleSubmit() {
    const required = isOther ? (["note"] as const) : [];
    if (!state.checkRequired(["cancelDate", "refundAmount", "cancelReason", ...required])) return;
    const values = state.trimmedValues();
    onSubmit(
      {
        ...values,
        amount: numberOrNull(state.text("amount")),
        refundAmount: numberOrNull(state.text("refundAmount")),
        cancelReason: idOrText(state.text("cancelReason")),
      },
      files,
    );
  }

  return (
    <ChatFormCard
      kind="refund"
      isDisabled={isDisabled}
      isInactive={isInactive}
      generalErrors={state.generalErrors}
      submitLabel={t("form.submit")}
      onSubmit={handleSubmit}
    >
      {state.text("ticket") && (
        <TextInput label={state.label("ticket")} readOnly value={state.text("ticket")} />
      )}
      <TextInput label={state.label("durationDisplay")} readOnly value={state.text("durationDisplay")} />
      <NumberTextInput label={state.label("amount")} readOnly leftSection="¥" value={state.text("amount")} />
      <ChatDateField state={state} field="cancelDate" />
      <ChatAmountField state={state} field="refundAmount" />
      <Select
        label={state.label("cancelReason")}
        required={!state.isReadOnly("cancelReason")}
        readOnly={state.isReadOnly("cancelReason")}
        data={reasonOptions}
        value={state.text("cancelReason") || null}
        onChange={(value) => state.change("cancelReason", value)}
        error={state.errorOf("cancelReason")}
      />
      <Textarea
        label={state.label("note")}
        required={isOther}
        autosize
        minRows={2}
        maxRows={5}
        maxLength={TicketLimits.notesMaxLength}
        value={state.text("note")}
        onChange={(event) => state.change("note", event.currentTarget.value)}
        error={state.errorOf("note")}
      />
      <EvidenceFilesField
        label={state.label("evidence")}
        description={t("form.evidenceHint")}
        files={files}
        onFilesChange={setFiles}
        maxFiles={ChatLimits.maxFiles}
        disabled={isDisabled}
      />
    </ChatFormCard>
  );
}
