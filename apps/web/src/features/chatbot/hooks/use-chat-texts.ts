import type { ChatLanguage } from "@portal/contract/chatbot/chatbot.constants";
import { createContext, useContext } from "react";
import { useTranslation } from "react-i18next";

/** The chat's language: the latest reply's, else the greeting's, else the app's. */
export const ChatLanguageContext = createContext<ChatLanguage>("en");

/** The chat's texts in the chat's language (Vietnamese too, which the rest of the app lacks). */
export function useChatTexts() {
  const language = useContext(ChatLanguageContext);
  return useTranslation("chatbot", { lng: language });
}
