import type { ChatLanguage, ChatTaskName } from "@portal/contract/chatbot/chatbot.constants";

/** What a message asks for: one of the chat tasks, or something about the chat itself. */
export type Intent = ChatTaskName | "help" | "cancel" | "greeting" | "thanks" | "menu";

/** A message an employee might type and the intent Navi should read in it (null: none of ours). */
export interface IntentPhrase {
  text: string;
  language: ChatLanguage;
  intent: Intent | null;
}
