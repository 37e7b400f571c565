import { type AppLanguage, cultureValues, defaultLanguage } from "@portal/contract/common/culture";
import { storageKeys } from "./storage-keys";

/** The spec stores the app language as the culture "en" or "jp". */
const cultureByLanguage: Record<AppLanguage, string> = { en: "en", ja: "jp" };

export function readStoredLanguage(): AppLanguage {
  const culture = localStorage.getItem(storageKeys.culture);
  return culture === cultureByLanguage.ja ? "ja" : defaultLanguage;
}

export function storeLanguage(language: AppLanguage): void {
  localStorage.setItem(storageKeys.culture, cultureByLanguage[language]);
  localStorage.setItem(storageKeys.language, cultureValues[language]);
}
