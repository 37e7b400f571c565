import { type AppLanguage, appLanguages } from "@portal/contract/common/culture";
import { translate } from "../../lib/i18n";

/**
 * A notification's title or message: texts per language (what HR typed), or a key of the server's
 * catalogue with parameters (what the portal itself says), rendered in the reader's language.
 */
export type NotificationText =
  | { en: string; ja: string }
  | { key: string; params?: Record<string, string | number> };

export function renderText(text: NotificationText, language: AppLanguage): string {
  if ("key" in text) return translate(language, text.key, text.params ?? {});
  return text[language] || text.en;
}

/** The text in both app languages, as pushes carry it. */
export function renderBoth(text: NotificationText): Record<AppLanguage, string> {
  return Object.fromEntries(appLanguages.map((language) => [language, renderText(text, language)])) as Record<
    AppLanguage,
    string
  >;
}

export function serializeText(text: NotificationText): string {
  return JSON.stringify(text);
}

/** Reads a stored text; anything unreadable shows as an empty text rather than failing the list. */
export function parseText(stored: string): NotificationText {
  try {
    const value: unknown = JSON.parse(stored);
    if (value && typeof value === "object") {
      if ("key" in value && typeof value.key === "string") return value as NotificationText;
      if ("en" in value && typeof value.en === "string") return value as NotificationText;
    }
  } catch {
    // Falls through to the empty text.
  }
  return { en: "", ja: "" };
}
