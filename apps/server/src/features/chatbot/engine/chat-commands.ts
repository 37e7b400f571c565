import { chatTaskNames } from "@portal/contract/chatbot/chatbot.constants";
import type { chatButtonSchema, chatFormSchema } from "@portal/contract/chatbot/chatbot.schema";
import { z } from "zod";

const taskName = z.enum(chatTaskNames);
const fieldValue = z.union([z.string().max(200), z.number()]);

/**
 * What a text message asks for, as the rules or the language model read it. These never act by
 * themselves: the engine checks each against the task in progress and its form.
 */
export const textCommandSchema = z.discriminatedUnion("type", [
  z.strictObject({ type: z.literal("startTask"), task: taskName }),
  z.strictObject({ type: z.literal("setField"), field: z.string().max(40), value: fieldValue }),
  z.strictObject({ type: z.literal("correctField"), field: z.string().max(40), value: fieldValue }),
  z.strictObject({ type: z.literal("cancel") }),
  z.strictObject({ type: z.literal("help") }),
  z.strictObject({ type: z.literal("menu") }),
  /** "Did you mean": the candidates as buttons. */
  z.strictObject({ type: z.literal("clarify"), candidates: z.array(taskName).min(1).max(4) }),
  /** "Let's go back": to the task that was interrupted. */
  z.strictObject({ type: z.literal("resume") }),
  z.strictObject({ type: z.literal("smallTalk"), kind: z.enum(["greeting", "thanks"]) }),
  /** Nothing understood. */
  z.strictObject({ type: z.literal("noMatch") }),
]);
export type TextCommand = z.infer<typeof textCommandSchema>;

/** What a structured event asks for: a form submission or a button press (never read as text). */
export type EventCommand =
  | { type: "submitForm"; revision: number; values: z.infer<typeof chatFormSchema>["values"] }
  | { type: "pressButton"; kind: z.infer<typeof chatButtonSchema>["kind"]; value: string }
  | { type: "cancel" };

export type ChatCommand = TextCommand | EventCommand;
