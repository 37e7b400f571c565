import { SegmentedControl } from "@mantine/core";
import { contentLanguages } from "@portal/contract/common/culture";
import type { HelpLanguage } from "@portal/contract/help/help.schema";
import { useTranslation } from "react-i18next";
import { useSwitchAppLanguage } from "../../../components/use-switch-app-language";
import { useHelpLanguage } from "../hooks/use-help-language";

/**
 * The help centre's one language switch: English, Japanese or Vietnamese pages. English and
 * Japanese change the portal's language too (the help layout has no other switch); Vietnamese,
 * which the portal's screens do not speak, changes the pages only.
 */
export function HelpLanguageSwitch() {
  const { t } = useTranslation("help");
  const switchAppLanguage = useSwitchAppLanguage();
  const [language, setLanguage] = useHelpLanguage();

  async function choose(next: HelpLanguage) {
    setLanguage(next);
    if (next !== "vi") await switchAppLanguage(next);
  }

  return (
    <SegmentedControl
      size="xs"
      aria-label={t("language")}
      value={language}
      onChange={(value) => void choose(value as HelpLanguage)}
      data={contentLanguages.map((value) => ({ value, label: t(`languages.${value}`) }))}
    />
  );
}
