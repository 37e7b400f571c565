import type { AppLanguage } from "@portal/contract/common/culture";
import dayjs from "dayjs";
import "dayjs/locale/ja";
import i18n from "i18next";
import { initReactI18next } from "react-i18next";
import { defaultNamespace, namespaces, resources } from "./i18n-resources";
import { readStoredLanguage, storeLanguage } from "./language";

function applyLanguage(language: string): void {
  document.documentElement.lang = language;
  dayjs.locale(language);
}

i18n.on("languageChanged", applyLanguage);

// Translations are bundled, so initialisation finishes synchronously before the first render.
void i18n.use(initReactI18next).init({
  resources,
  lng: readStoredLanguage(),
  fallbackLng: "en",
  supportedLngs: Object.keys(resources),
  ns: namespaces,
  defaultNS: defaultNamespace,
  interpolation: { escapeValue: false },
  initAsync: false,
});

/** The language the screens are shown in. */
export function currentLanguage(): AppLanguage {
  return i18n.language === "ja" ? "ja" : "en";
}

/** Switches the app language and remembers it for the next visit. */
export async function changeLanguage(language: AppLanguage): Promise<void> {
  storeLanguage(language);
  await i18n.changeLanguage(language);
}

export { i18n };
