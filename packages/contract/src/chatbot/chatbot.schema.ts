import { z } from "zod";
import {
  agentTypes,
  answerTypes,
  ChatLimits,
  chatDataErrorKeys,
  chatFormKinds,
  chatLanguages,
  chatTaskNames,
  questionTypes,
} from "./chatbot.constants";

/** A value of a form field as it travels in the chat: text, a number, or nothing. */
const formValue = z.union([z.string(), z.number(), z.null()]);

/**
 * A form inside a reply. `revision` ties it to the conversation: a submission must echo the
 * revision of the newest form, so an old form cannot be submitted once the conversation moved on.
 */
export const chatFormSchema = z.object({
  kind: z.enum(chatFormKinds),
  taskName: z.enum(chatTaskNames),
  revision: z.number().int(),
  /** The values to show (prefilled from the conversation or the ticket being continued). */
  values: z.record(z.string(), formValue),
  /** Fields shown but not editable (spec: form modes, e.g. continueTicket's locations). */
  readOnly: z.array(z.string()),
  /** Choices of select fields (e.g. duration, transportType, cancelReason). */
  options: z.record(z.string(), z.array(z.object({ value: z.string(), label: z.string() }))).optional(),
});

/** A button of a reply: start a task, pick a choice, open a guideline, or pick a ticket. */
export const chatButtonSchema = z.object({
  kind: z.enum(["task", "choice", "guideline", "ticket"]),
  label: z.string(),
  /** What pressing it sends back (a task name, a choice value, a ticket id, a guideline path). */
  value: z.string(),
  taskName: z.enum(chatTaskNames).optional(),
});

/** A ticket of the ticket list mode: the active one is highlighted. */
export const chatTicketSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  status: z.number().int(),
  active: z.boolean(),
});

/** The `data` of a reply: a form, buttons, or a ticket list (any may be absent). */
export const chatReplyDataSchema = z.object({
  form: chatFormSchema.nullable(),
  buttons: z.array(chatButtonSchema),
  tickets: z.array(chatTicketSchema),
});

/** Field errors of a form submission under the spec's keys, or one general message. */
export const chatDataErrorSchema = z.union([
  z.string(),
  z.partialRecord(z.enum(chatDataErrorKeys), z.string()),
]);

/** One item of a send-message reply (spec: chat response items). */
export const chatResponseItemSchema = z.object({
  answerContent: z.string(),
  agentType: z.enum(agentTypes),
  taskName: z.enum(chatTaskNames).nullable(),
  data: chatReplyDataSchema.nullable(),
  dataError: chatDataErrorSchema.nullable(),
  answerType: z.enum(answerTypes),
  language: z.enum(chatLanguages),
  enableAttachButton: z.boolean(),
  timestamp: z.string(),
  sources: z.array(z.string()),
  sessionId: z.string(),
  isSuccess: z.boolean(),
  errorMessage: z.string().nullable(),
});

/**
 * A structured event in the `data` part of send-message (questionType json): a button press or a
 * form submission; never parsed as text.
 */
export const chatEventSchema = z.discriminatedUnion("event", [
  z.strictObject({ event: z.literal("button"), kind: chatButtonSchema.shape.kind, value: z.string() }),
  z.strictObject({
    event: z.literal("submit"),
    revision: z.number().int(),
    values: z.record(z.string(), formValue),
  }),
  z.strictObject({ event: z.literal("cancel") }),
]);

/**
 * The text parts of POST send-message (multipart; `files` are the attachments). Empty strings
 * are what the spec's client sends for "none" (timestamp is always sent empty).
 */
export const sendMessageFieldsSchema = z.strictObject({
  message: z.string().max(ChatLimits.messageMaxLength).default(""),
  /** JSON text of a chatEventSchema (questionType json), else empty. */
  data: z.string().max(20_000).default(""),
  /** The signed-in user's account; must be the caller's. */
  account: z.string().max(100).default(""),
  questionType: z.enum(questionTypes).default("text"),
  taskName: z.union([z.literal(""), z.enum(chatTaskNames)]).default(""),
  agentType: z.union([z.literal(""), z.enum(agentTypes)]).default(""),
  sessionId: z.string().max(100).default(""),
  timestamp: z.string().max(50).default(""),
  /**
   * The language the person chose in the chat window (remembered by the client): Navi answers in
   * it from this message on. Empty: by the greeting's nation, then by the person's first words.
   */
  language: z.union([z.literal(""), z.enum(chatLanguages)]).default(""),
});

/** GET greeting/{id}: id is the signed-in user's account. */
export const greetingParamsSchema = z.strictObject({ id: z.string().min(1).max(100) });

/** GET greeting/{id}?language=: the language the person chose in the chat window, over the nation's. */
export const greetingQuerySchema = z.strictObject({ language: z.enum(chatLanguages).optional() });

/**
 * The greeting: `nation` picks the chat language (Vietnamese → vi, Japanese → ja, else en); the
 * buttons the user can use now (continue and refund only with a ticket that allows them).
 */
export const greetingSchema = z.object({
  nation: z.string(),
  language: z.enum(chatLanguages),
  answerContent: z.string(),
  enabledButtons: z.object({
    create: z.boolean(),
    continue: z.boolean(),
    upload: z.boolean(),
    refund: z.boolean(),
  }),
});

export const newConversationSchema = z.object({ sessionId: z.string() });

export const historyParamsSchema = z.strictObject({ sessionId: z.string().min(1).max(100) });

/** One message of a session's history (spec: chat history). */
export const chatHistoryItemSchema = z.object({
  text: z.string(),
  isFromUser: z.boolean(),
  channelId: z.string(),
  taskName: z.enum(chatTaskNames).nullable(),
  data: chatReplyDataSchema.nullable(),
  answerType: z.enum(answerTypes),
  language: z.enum(chatLanguages),
  timestamp: z.string(),
});

export type ChatForm = z.infer<typeof chatFormSchema>;
export type ChatButton = z.infer<typeof chatButtonSchema>;
export type ChatTicket = z.infer<typeof chatTicketSchema>;
export type ChatReplyData = z.infer<typeof chatReplyDataSchema>;
export type ChatDataError = z.infer<typeof chatDataErrorSchema>;
export type ChatResponseItem = z.infer<typeof chatResponseItemSchema>;
export type ChatEvent = z.infer<typeof chatEventSchema>;
export type SendMessageFields = z.output<typeof sendMessageFieldsSchema>;
export type Greeting = z.infer<typeof greetingSchema>;
export type ChatHistoryItem = z.infer<typeof chatHistoryItemSchema>;
