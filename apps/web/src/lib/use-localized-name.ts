import { useTranslation } from "react-i18next";

/** A department's or working place's name in the UI language (English when no Japanese one). */
export function useLocalizedName() {
  const { i18n } = useTranslation();
  const isJapanese = i18n.language === "ja";
  return (names: { nameEn: string; nameJa: string }): string =>
    isJapanese && names.nameJa ? names.nameJa : names.nameEn;
}
