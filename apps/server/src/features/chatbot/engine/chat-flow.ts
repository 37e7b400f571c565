import type { ChatFormKind, ChatTaskName } from "@portal/contract/chatbot/chatbot.constants";
import type { ChatButton, ChatDataError, ChatForm } from "@portal/contract/chatbot/chatbot.schema";
import type { Ticket } from "@portal/contract/commutation-ticket/commutation-ticket.schema";
import type { ChatTextKey } from "../chat-texts";
import type { ChatContext } from "./chat-context";
import type { ChatReply } from "./chat-reply";
import type { ChatFrame, FormValue, FormValues } from "./chat-state";

/** What free text can carry, as the language understanding extracts it. */
export type SlotName = "date" | "amount" | "duration" | "transport" | "departure" | "arrival" | "postCode";

/** A form to show, before the engine gives it the conversation's next revision. */
export interface FormView {
  text: string;
  form: Omit<ChatForm, "revision">;
  buttons?: ChatButton[];
  enableAttachButton?: boolean;
}

/** A submission's outcome: done (the task ends with these replies) or refused with dataError. */
export type SubmitOutcome = { done: true; replies: ChatReply[] } | { done: false; dataError: ChatDataError };

/**
 * One task of the chat: how it starts, which ticket it is about, which fields free text fills,
 * the form it shows, and how its submission is performed, by the same service calls as the
 * screens'.
 */
export interface ChatFlow {
  task: ChatTaskName;
  formKind: ChatFormKind;
  /** The form field each slot of free text fills. */
  slotFields: Partial<Record<SlotName, string>>;
  /** The tickets the user picks from, when the task is about one. */
  candidates?(ctx: ChatContext, tickets: Ticket[]): Ticket[];
  /** The text when there is no ticket to pick. */
  noCandidateText?: ChatTextKey;
  /** The values a new frame starts with (before a ticket is picked). */
  initialValues(ctx: ChatContext): Promise<FormValues>;
  /** Fills the frame from the picked ticket and moves it on (to its form, or to the files). */
  pick?(ctx: ChatContext, frame: ChatFrame, ticket: Ticket): Promise<{ done: boolean; replies: ChatReply[] }>;
  readOnly(frame: ChatFrame): string[];
  /** Applies a value free text gave (after the read-only check); answers the value kept. */
  setField?(ctx: ChatContext, frame: ChatFrame, field: string, value: FormValue): Promise<FormValue>;
  view(ctx: ChatContext, frame: ChatFrame): Promise<FormView>;
  submit(ctx: ChatContext, frame: ChatFrame, values: FormValues): Promise<SubmitOutcome>;
  /** Files sent while the task is in progress. */
  receiveFiles?(ctx: ChatContext, frame: ChatFrame): Promise<{ done: boolean; replies: ChatReply[] }>;
}

/** The submitted values over the frame's, read-only fields kept as the frame has them. */
export function mergeSubmitted(flow: ChatFlow, frame: ChatFrame, submitted: FormValues): FormValues {
  const readOnly = new Set(flow.readOnly(frame));
  const merged: FormValues = { ...frame.values };
  for (const [field, value] of Object.entries(submitted)) {
    if (!readOnly.has(field) && field in frame.values) merged[field] = value;
  }
  return merged;
}

/** A form value as text ("" for none), trimmed. */
export function textOf(value: FormValue | undefined): string {
  if (value === null || value === undefined) return "";
  return String(value).trim();
}

/** A form value as whole yen or months: digits with commas, yen signs or full-width digits accepted. */
export function numberOf(value: FormValue | undefined): number | undefined {
  if (typeof value === "number") return value;
  const text = textOf(value)
    .normalize("NFKC")
    .replace(/[,¥円\s]/g, "");
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : undefined;
}

/** A form date as YYYY-MM-DD: 2026/12/01, 2026-12-01 and 20261201 are accepted. */
export function dateOf(value: FormValue | undefined): string | undefined {
  const text = textOf(value).normalize("NFKC");
  const match = /^(\d{4})[-/.]?(\d{2})[-/.]?(\d{2})$/.exec(text);
  return match ? `${match[1]}-${match[2]}-${match[3]}` : undefined;
}
