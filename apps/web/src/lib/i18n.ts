import type { AppLanguage } from "@portal/contract/common/culture";
import dayjs from "dayjs";
import i18n, { type Resource } from "i18next";
import { initReactI18next } from "react-i18next";
import { defaultNamespace, namespaces } from "./i18n-resources";
import { readStoredLanguage, storeLanguage } from "./language";

type LanguageTexts = Resource[string];

// One chunk per language: the first screen downloads only the texts it shows.
const textLoaders: Record<AppLanguage, () => Promise<LanguageTexts>> = {
  en: async () => (await import("../locales/en")).enTexts,
  ja: async () => (await import("../locales/ja")).jaTexts,
};

function applyLanguage(language: string): void {
  document.documentElement.lang = language;
  dayjs.locale(language);
}

i18n.on("languageChanged", applyLanguage);

/** Starts i18next with texts at hand, synchronously (the app after loading them; tests: every language). */
export function startI18nWith(resources: Resource, language: AppLanguage): void {
  void i18n.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: "en",
    // vi: the chat assistant's own texts only (it speaks en, ja and vi; the app en and ja).
    supportedLngs: ["en", "ja", "vi"],
    ns: namespaces,
    defaultNS: defaultNamespace,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
}

/** Loads the stored language's texts and starts i18next; the app renders once this is done. */
export async function startI18n(): Promise<void> {
  const language = readStoredLanguage();
  startI18nWith({ [language]: await textLoaders[language]() }, language);
}

/** Makes sure a language's texts are loaded (each language is fetched once). */
export async function loadLanguage(language: AppLanguage): Promise<void> {
  if (i18n.hasResourceBundle(language, defaultNamespace)) return;
  const texts = await textLoaders[language]();
  for (const [namespace, resources] of Object.entries(texts)) {
    i18n.addResourceBundle(language, namespace, resources, true, true);
  }
}

/** The language the screens are shown in. */
export function currentLanguage(): AppLanguage {
  return i18n.language === "ja" ? "ja" : "en";
}

/** Switches the app language, its texts loaded first, and remembers it for the next visit. */
export async function changeLanguage(language: AppLanguage): Promise<void> {
  await loadLanguage(language);
  storeLanguage(language);
  await i18n.changeLanguage(language);
}

export { i18n };
