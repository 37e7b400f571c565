import { useTranslation } from "react-i18next";

/** A department's name in the UI language (the English one when no Japanese name is set). */
export function useDepartmentName() {
  const { i18n } = useTranslation();
  const isJapanese = i18n.language === "ja";
  return (names: { name: string; nameJa: string }): string =>
    isJapanese && names.nameJa ? names.nameJa : names.name;
}
