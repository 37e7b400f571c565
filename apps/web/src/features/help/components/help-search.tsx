import { Anchor, Badge, Group, Stack, Text, TextInput } from "@mantine/core";
import { useDebouncedCallback } from "@mantine/hooks";
import { HelpLimits } from "@portal/contract/help/help.constants";
import { IconSearch } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { paths } from "../../../lib/paths";
import { useHelpSearch } from "../api/search-help";
import { helpSearchParam } from "../help-paths";
import { useHelpLanguage } from "../hooks/use-help-language";

/**
 * Searches the published pages in every language; each result is shown in the help language
 * when the page has it (else in the language it was found in, marked so) and links to the page
 * with a snippet.
 * The words are kept in `?q=`, so the search box of the other help pages can send them here.
 */
export function HelpSearch() {
  const { t } = useTranslation("help");
  const [language] = useHelpLanguage();
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = searchParams.get(helpSearchParam)?.trim() ?? "";
  const [text, setText] = useState(asked);
  const search = useHelpSearch(asked, language);
  // The words go into the address once the typing pauses; the search follows the address.
  const writeWords = useDebouncedCallback((words: string) => {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (words) next.set(helpSearchParam, words);
        else next.delete(helpSearchParam);
        return next;
      },
      { replace: true },
    );
  }, 300);

  // Words arriving by the address (the history, another page's search box) replace the typed ones.
  useEffect(() => setText((current) => (current.trim() === asked ? current : asked)), [asked]);

  return (
    <Stack gap="sm" role="search">
      <TextInput
        type="search"
        label={t("search")}
        placeholder={t("searchPlaceholder")}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          writeWords(event.currentTarget.value.trim());
        }}
        maxLength={HelpLimits.searchMaxLength}
      />
      {search.isError && <Text c="red.8">{t("searchFailed")}</Text>}
      {search.data?.length === 0 && <Text c="gray.7">{t("noResults")}</Text>}
      {search.data && search.data.length > 0 && (
        <Stack component="ul" gap="xs" p={0} style={{ listStyle: "none" }} aria-label={t("results")}>
          {search.data.map((hit) => (
            <li key={`${hit.feature}/${hit.function}/${hit.order}`}>
              <Group gap="xs" wrap="wrap">
                <Anchor
                  component={Link}
                  lang={hit.language}
                  to={`${paths.help}/${hit.feature}/${hit.function}/${hit.order}?lang=${hit.language}`}
                >
                  {hit.title}
                </Anchor>
                {/* Found in another language: the page has no version in the chosen one. */}
                {hit.language !== language && (
                  <Badge size="sm" variant="outline" color="gray.7">
                    {t("resultLanguage", { language: t(`languages.${hit.language}`) })}
                  </Badge>
                )}
              </Group>
              <Text size="sm" c="gray.7" lang={hit.language}>
                {hit.snippet}
              </Text>
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
