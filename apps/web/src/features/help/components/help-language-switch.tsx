import { SegmentedControl } from "@mantine/core";
import { contentLanguages } from "@portal/contract/common/culture";
import type { HelpLanguage } from "@portal/contract/help/help.schema";
import { useTranslation } from "react-i18next";
import { useHelpLanguage } from "../hooks/use-help-language";

/** Chooses the language of help pages: English, Japanese or Vietnamese. */
export function HelpLanguageSwitch() {
  const { t } = useTranslation("help");
  const [language, setLanguage] = useHelpLanguage();
  return (
    <SegmentedControl
      size="xs"
      aria-label={t("language")}
      value={language}
      onChange={(value) => setLanguage(value as HelpLanguage)}
      data={contentLanguages.map((value) => ({ value, label: t(`languages.${value}`) }))}
    />
  );
}
