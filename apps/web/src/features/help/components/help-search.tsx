import { Anchor, Stack, Text, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "../../../lib/paths";
import { useHelpSearch } from "../api/search-help";
import { useHelpLanguage } from "../hooks/use-help-language";

/** Searches the published pages of the help language; results link to the pages with a snippet. */
export function HelpSearch() {
  const { t } = useTranslation("help");
  const [language] = useHelpLanguage();
  const [text, setText] = useState("");
  const [query] = useDebouncedValue(text.trim(), 300);
  const search = useHelpSearch(query, language);
  return (
    <Stack gap="sm" role="search">
      <TextInput
        type="search"
        label={t("search")}
        placeholder={t("searchPlaceholder")}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
      />
      {search.isError && <Text c="red.8">{t("searchFailed")}</Text>}
      {search.data?.length === 0 && <Text c="gray.7">{t("noResults")}</Text>}
      {search.data && search.data.length > 0 && (
        <Stack component="ul" gap="xs" p={0} style={{ listStyle: "none" }} aria-label={t("results")}>
          {search.data.map((hit) => (
            <li key={`${hit.feature}/${hit.function}/${hit.order}`}>
              <Anchor
                component={Link}
                to={`${paths.help}/${hit.feature}/${hit.function}/${hit.order}?lang=${language}`}
              >
                {hit.title}
              </Anchor>
              <Text size="sm" c="gray.7">
                {hit.snippet}
              </Text>
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
