import { chatTaskNames } from "@portal/contract/chatbot/chatbot.constants";
import { z } from "zod";

const formValue = z.union([z.string(), z.number(), z.null()]);
export type FormValue = z.infer<typeof formValue>;
export type FormValues = Record<string, FormValue>;

/**
 * One task in progress. `step`: picking the ticket it is about, filling its form, or waiting for
 * files (uploadEvidence). `values` are the form's values so far (from free text, the ticket being
 * continued or refunded, or the last submission); `evidenceIds` files uploaded before the ticket
 * was picked or for a partial refund.
 */
export const chatFrameSchema = z.object({
  task: z.enum(chatTaskNames),
  step: z.enum(["pickTicket", "form", "attach"]),
  values: z.record(z.string(), formValue),
  ticketId: z.number().int().nullable(),
  evidenceIds: z.array(z.number().int()),
  /** The revision of the form shown for this task; a submission must echo the newest. */
  formRevision: z.number().int().nullable(),
});
export type ChatFrame = z.infer<typeof chatFrameSchema>;

/**
 * A conversation's state, kept as JSON on the session: the task stack (the last is the one in
 * progress; those under it were interrupted), the newest form's revision, whether resuming the
 * task under the top was offered, and how many texts the user sent (the language is detected from
 * the first ones).
 */
export const chatStateSchema = z.object({
  revision: z.number().int(),
  stack: z.array(chatFrameSchema),
  resumeOffered: z.boolean(),
  userTexts: z.number().int(),
});
export type ChatState = z.infer<typeof chatStateSchema>;

/** Most tasks kept on the stack; the oldest interrupted one goes first. */
export const maxStackDepth = 4;

export function emptyState(): ChatState {
  return { revision: 0, stack: [], resumeOffered: false, userTexts: 0 };
}

/** The stored state, or an empty one when it is unreadable (a newer or damaged shape). */
export function parseState(json: string): ChatState {
  try {
    const parsed = chatStateSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : emptyState();
  } catch {
    return emptyState();
  }
}

export function topFrame(state: ChatState): ChatFrame | undefined {
  return state.stack[state.stack.length - 1];
}
