import { contentLanguages } from "@portal/contract/common/culture";
import type { HelpLanguage } from "@portal/contract/help/help.schema";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";

const isHelpLanguage = (value: string | null): value is HelpLanguage =>
  (contentLanguages as readonly (string | null)[]).includes(value);

/** The help language: ?lang= (en, ja or vi) when given, else the app's language. */
export function useHelpLanguage(): [HelpLanguage, (language: HelpLanguage) => void] {
  const { i18n } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = searchParams.get("lang");
  const language: HelpLanguage = isHelpLanguage(asked) ? asked : i18n.language === "ja" ? "ja" : "en";
  const setLanguage = (next: HelpLanguage) =>
    setSearchParams((params) => {
      params.set("lang", next);
      return params;
    });
  return [language, setLanguage];
}
