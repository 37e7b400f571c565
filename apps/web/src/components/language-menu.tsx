import { Button, Menu } from "@mantine/core";
import { appLanguages } from "@portal/contract/common/culture";
import { IconCheck, IconLanguage } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { currentLanguage } from "../lib/i18n";
import { useSwitchAppLanguage } from "./use-switch-app-language";

/** English / 日本語 switch; server texts are fetched again in the new language. */
export function LanguageMenu() {
  const { t } = useTranslation();
  const active = currentLanguage();
  const handleSelect = useSwitchAppLanguage();

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          leftSection={<IconLanguage size={18} aria-hidden />}
          aria-label={`${t("language.label")}: ${t(`language.${active}`)}`}
        >
          {t(`language.${active}`)}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {appLanguages.map((language) => (
          <Menu.Item
            key={language}
            lang={language}
            onClick={() => void handleSelect(language)}
            rightSection={language === active ? <IconCheck size={16} aria-hidden /> : null}
          >
            {t(`language.${language}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
