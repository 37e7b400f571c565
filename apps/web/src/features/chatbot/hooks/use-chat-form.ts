import type { ChatDataError, ChatForm } from "@portal/contract/chatbot/chatbot.schema";
import { useMemo, useState } from "react";
import type enChatbot from "../../../locales/en/chatbot.json";
import { type ChatFormValue, type ChatFormValues, problemsOf, textOf } from "../chat-form-values";
import { useChatTexts } from "./use-chat-texts";

/** A field with a label of its own in the chat's texts. */
export type ChatFieldName = keyof typeof enChatbot.form.fields;

type FieldErrors = Partial<Record<string, string>>;

/**
 * The state of one embedded form: its values (first the server's), the server's dataError on
 * the fields until each is edited, the form's own checks, and which fields are read-only.
 */
export function useChatForm(form: ChatForm, dataError: ChatDataError | null) {
  const { t } = useChatTexts();
  const [values, setValues] = useState<ChatFormValues>(() => ({ ...form.values }));
  const [ownErrors, setOwnErrors] = useState<FieldErrors>({});
  const [edited, setEdited] = useState<ReadonlySet<string>>(() => new Set());
  // New server errors (a resubmission refused again) show on every field again.
  const [shownDataError, setShownDataError] = useState(dataError);
  if (shownDataError !== dataError) {
    setShownDataError(dataError);
    setEdited(new Set());
    setOwnErrors({});
  }
  const problems = useMemo(() => problemsOf(form.kind, dataError), [form.kind, dataError]);

  const label = (field: ChatFieldName) => t(`form.fields.${field}`);
  const isReadOnly = (field: string) => form.readOnly.includes(field);
  const text = (field: string) => textOf(values[field]);

  function change(field: string, value: ChatFormValue) {
    setValues((current) => ({ ...current, [field]: value }));
    setEdited((current) => new Set(current).add(field));
    setOwnErrors((current) => ({ ...current, [field]: undefined }));
  }

  /** Marks the empty editable fields as required; true when none is empty. */
  function checkRequired(fields: readonly ChatFieldName[], extra: FieldErrors = {}): boolean {
    const errors: FieldErrors = { ...extra };
    for (const field of fields) {
      if (!isReadOnly(field) && !text(field).trim())
        errors[field] = t("form.required", { field: label(field) });
    }
    setOwnErrors(errors);
    return Object.values(errors).every((error) => !error);
  }

  /** The values to send: text trimmed, everything else as it is. */
  function trimmedValues(): ChatFormValues {
    return Object.fromEntries(
      Object.entries(values).map(([field, value]) => [
        field,
        typeof value === "string" ? value.trim() : value,
      ]),
    );
  }

  return {
    values,
    text,
    change,
    label,
    isReadOnly,
    checkRequired,
    trimmedValues,
    errorOf: (field: string) => ownErrors[field] ?? (edited.has(field) ? undefined : problems.fields[field]),
    suggestionsFor: (field: string) => (edited.has(field) ? [] : (problems.suggestions[field] ?? [])),
    generalErrors: problems.general,
  };
}

export type ChatFormState = ReturnType<typeof useChatForm>;
