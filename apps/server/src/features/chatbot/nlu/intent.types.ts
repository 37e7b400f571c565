import type { ChatTaskName } from "@portal/contract/chatbot/chatbot.constants";

/** What a message asks for: one of the chat tasks, or something about the chat itself. */
export type Intent = ChatTaskName | "help" | "cancel" | "greeting" | "thanks" | "menu";
