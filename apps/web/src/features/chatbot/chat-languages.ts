import { i18n, loadLanguage } from "../../lib/i18n";

/**
 * The chat answers in English, Japanese or Vietnamese whatever the app's language, and its window
 * shows shared texts (stations, dates, files) in the chat's language: opening it loads them all.
 * Vietnamese has the chat's own texts only; the rest falls back to English.
 */
export async function loadChatLanguages(): Promise<void> {
  const [vietnamese] = await Promise.all([
    import("../../locales/vi/chatbot.json"),
    loadLanguage("en"),
    loadLanguage("ja"),
  ]);
  i18n.addResourceBundle("vi", "chatbot", vietnamese.default, true, true);
}
