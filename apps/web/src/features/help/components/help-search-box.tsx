import { ActionIcon, TextInput } from "@mantine/core";
import { HelpLimits } from "@portal/contract/help/help.constants";
import { IconSearch } from "@tabler/icons-react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { helpSearchPath } from "../help-paths";
import { useHelpLanguage } from "../hooks/use-help-language";

interface HelpSearchBoxProps {
  /** Called once the search is sent (the mobile menu closes then). */
  onSearched?: () => void;
}

/**
 * The search box of every help page: sends the words to the help start page, which lists what
 * matches in the help language.
 */
export function HelpSearchBox({ onSearched }: HelpSearchBoxProps) {
  const { t } = useTranslation("help");
  const [language] = useHelpLanguage();
  const navigate = useNavigate();
  const [text, setText] = useState("");

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const words = text.trim();
    if (!words) return;
    void navigate(helpSearchPath(language, words));
    setText("");
    onSearched?.();
  }

  return (
    <search aria-label={t("search")}>
      <form onSubmit={handleSubmit}>
        <TextInput
          type="search"
          size="sm"
          aria-label={t("search")}
          placeholder={t("search")}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          maxLength={HelpLimits.searchMaxLength}
          rightSection={
            <ActionIcon type="submit" variant="subtle" color="gray" aria-label={t("searchSubmit")}>
              <IconSearch size={16} aria-hidden />
            </ActionIcon>
          }
        />
      </form>
    </search>
  );
}
