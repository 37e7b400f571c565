import { TextInput } from "@mantine/core";
import { ChatLimits } from "@portal/contract/chatbot/chatbot.constants";
import { useState } from "react";
import { EvidenceFilesField } from "../../../../components/ui/evidence-files-field";
import { type ChatFormProps, problemsOf, textOf } from "../../chat-form-values";
import { useChatTexts } from "../../hooks/use-chat-texts";
import { ChatFormCard } from "./chat-form-card";

/** Evidence for the ticket in talk: images or PDF, sent as the submission's files. */
export function EvidenceChatForm({ form, dataError, isDisabled, isInactive, onSubmit }: ChatFormProps) {
  const { t } = useChatTexts();
  const [files, setFiles] = useState<File[]>([]);
  const problems = problemsOf(form.kind, dataError);

  return (
    <ChatFormCard
      kind="evidence"
      isDisabled={isDisabled}
      isInactive={isInactive}
      generalErrors={[...problems.general, ...Object.values(problems.fields)]}
      submitLabel={t("form.submit")}
      canSubmit={files.length > 0}
      onSubmit={() => onSubmit({ ...form.values }, files)}
    >
      {textOf(form.values.ticket) && (
        <TextInput label={t("form.fields.ticket")} readOnly value={textOf(form.values.ticket)} />
      )}
      <EvidenceFilesField
        label={t("form.fields.evidence")}
        description={t("form.evidenceHint")}
        files={files}
        onFilesChange={setFiles}
        maxFiles={ChatLimits.maxFiles}
        required
        disabled={isDisabled}
      />
    </ChatFormCard>
  );
}
