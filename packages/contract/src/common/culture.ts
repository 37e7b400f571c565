/** Languages of the app screens. */
export const appLanguages = ["en", "ja"] as const;
export type AppLanguage = (typeof appLanguages)[number];

/** Languages of the help area and the chat assistant. */
export const contentLanguages = ["en", "ja", "vi"] as const;
export type ContentLanguage = (typeof contentLanguages)[number];

export const defaultLanguage: AppLanguage = "en";

/** The culture value the client stores and sends (spec: c=en|uic=en-US or c=ja-JP|uic=ja-JP). */
export const cultureValues: Record<AppLanguage, string> = {
  en: "c=en|uic=en-US",
  ja: "c=ja-JP|uic=ja-JP",
};

/**
 * Reads the user's language from a Content-Language, culture or Accept-Language value:
 * "ja", "ja-JP", "jp" and "c=ja-JP|uic=ja-JP" all mean Japanese; anything else is English.
 */
export function languageFromHeader(value: string | undefined | null): AppLanguage {
  if (!value) return defaultLanguage;
  const first = value.toLowerCase().split(",")[0] ?? "";
  const code = first.replace(/^c=/, "").trim().slice(0, 2);
  return code === "ja" || code === "jp" ? "ja" : defaultLanguage;
}
