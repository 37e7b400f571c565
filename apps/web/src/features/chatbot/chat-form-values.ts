import type { ChatDataErrorKey, ChatFormKind } from "@portal/contract/chatbot/chatbot.constants";
import type { ChatDataError, ChatForm } from "@portal/contract/chatbot/chatbot.schema";

/** A value of a chat form as it travels (contract: text, a number or nothing). */
export type ChatFormValue = string | number | null;
export type ChatFormValues = Record<string, ChatFormValue>;

/** Where a dataError key belongs, per form (spec: the ticket error model; README lists the fields). */
const fieldOfErrorKey: Record<ChatFormKind, Partial<Record<ChatDataErrorKey, string>>> = {
  ticket: {
    ErrorDeparture: "departure",
    ErrorArrival: "arrival",
    ErrorTransportType: "transportType",
    ErrorAmount: "amount",
    ErrorDuration: "duration",
    ErrorStartDate: "startDate",
    // The over-budget check: its reason goes in the notes.
    ErrorVerify: "notes",
  },
  refund: { ErrorAmount: "refundAmount", ErrorStartDate: "cancelDate" },
  workingAddress: {},
  evidence: {},
};

const suggestionField: Partial<Record<ChatDataErrorKey, string>> = {
  DepartureSuggestion: "departure",
  ArrivalSuggestion: "arrival",
};

/** What a form shows of a dataError: texts beside fields, texts above them, stations to pick. */
export interface ChatFormProblems {
  fields: Record<string, string>;
  general: string[];
  suggestions: Record<string, string[]>;
}

/** The station names of a suggestion text (one per line, or separated by commas). */
export function suggestionsOf(text: string): string[] {
  const names = text.split(/[\n|,、;]/).map((name) => name.trim());
  return [...new Set(names.filter(Boolean))];
}

/**
 * Maps a dataError onto a form: known keys to their fields, suggestions to pick from, and
 * ErrorMessage, keys the form has no field for, or a plain string as general errors.
 */
export function problemsOf(kind: ChatFormKind, dataError: ChatDataError | null): ChatFormProblems {
  const problems: ChatFormProblems = { fields: {}, general: [], suggestions: {} };
  if (dataError === null) return problems;
  if (typeof dataError === "string") {
    if (dataError.trim()) problems.general.push(dataError);
    return problems;
  }
  for (const [key, text] of Object.entries(dataError) as [ChatDataErrorKey, string | undefined][]) {
    if (!text?.trim()) continue;
    const field = fieldOfErrorKey[kind][key];
    const suggested = suggestionField[key];
    if (field) problems.fields[field] = text;
    else if (suggested) problems.suggestions[suggested] = suggestionsOf(text);
    else problems.general.push(text);
  }
  return problems;
}

/** A value as the text an input holds. */
export const textOf = (value: ChatFormValue | undefined): string =>
  value === null || value === undefined ? "" : String(value);

/** Digits typed as a number, or null when empty. */
export const numberOrNull = (text: string): number | null => (text.trim() === "" ? null : Number(text));

/** What every embedded form takes: the form, its server errors, whether it is usable, and submit. */
export interface ChatFormProps {
  form: ChatForm;
  dataError: ChatDataError | null;
  isDisabled: boolean;
  isInactive: boolean;
  onSubmit: (values: ChatFormValues, files: File[]) => void;
}

/** A select field's choices: the server's when the form brings them, else the given defaults. */
export function optionsOf(form: ChatForm, field: string, defaults: ChatFormOption[]): ChatFormOption[] {
  const fromServer = form.options?.[field];
  return fromServer && fromServer.length > 0 ? fromServer : defaults;
}

export type ChatFormOption = { value: string; label: string };
