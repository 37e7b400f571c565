import { type AppLanguage, appLanguages } from "@portal/contract/common/culture";
import i18next, { type TOptions } from "i18next";
import en from "../locales/en.json" with { type: "json" };
import ja from "../locales/ja.json" with { type: "json" };

const i18n = i18next.createInstance();
await i18n.init({
  resources: { en: { translation: en }, ja: { translation: ja } },
  lng: "en",
  fallbackLng: "en",
  supportedLngs: [...appLanguages],
  interpolation: { escapeValue: false },
  initAsync: false,
});

/** Translates a message key of the server's catalogue into the given language. */
export function translate(language: AppLanguage, key: string, options: TOptions = {}): string {
  return i18n.t(key, { ...options, lng: language });
}

/** Whether the text is a key of the server's catalogue (as opposed to a finished message). */
export function isMessageKey(text: string): boolean {
  return i18n.exists(text, { lng: "en" });
}
