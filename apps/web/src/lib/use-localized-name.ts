import { useTranslation } from "react-i18next";

/** A department's or working place's name in the UI language (English when no Japanese one). */
export function useLocalizedName() {
  const { i18n } = useTranslation();
  const isJapanese = i18n.language === "ja";
  return (names: { nameEn: string; nameJa: string }): string =>
    isJapanese && names.nameJa ? names.nameJa : names.nameEn;
}

/**
 * A person's name in the UI language: the name in Japanese script (佐藤 健太) while the interface
 * is Japanese and the record has one, otherwise the other name (romaji or the display name).
 */
export function usePersonName() {
  const { i18n } = useTranslation();
  const isJapanese = i18n.language === "ja";
  return (japaneseName: string | null | undefined, otherName: string): string =>
    (isJapanese && japaneseName?.trim()) || otherName;
}

/** A person's two names, the one in the UI language's script first (each with its `lang`). */
export interface PersonNameLines {
  first: { text: string; lang: "ja" | "en" };
  second: { text: string; lang: "ja" | "en" } | null;
}

/** Both of a person's names ordered for the UI language: 佐藤 健太 over Kenta Sato in Japanese. */
export function usePersonNameLines() {
  const { i18n } = useTranslation();
  const isJapanese = i18n.language === "ja";
  return (japaneseName: string | null | undefined, latinName: string): PersonNameLines => {
    const ja = japaneseName?.trim() ? { text: japaneseName.trim(), lang: "ja" as const } : null;
    const en = { text: latinName, lang: "en" as const };
    if (!ja) return { first: en, second: null };
    return isJapanese ? { first: ja, second: en } : { first: en, second: ja };
  };
}
