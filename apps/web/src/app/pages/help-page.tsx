import { Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useLocation, useParams } from "react-router";
import { HelpArticle } from "../../features/help/components/help-article";
import { HelpEditor } from "../../features/help/components/help-editor";
import { HelpLanguageSwitch } from "../../features/help/components/help-language-switch";
import { HelpSearch } from "../../features/help/components/help-search";
import { HelpTopics } from "../../features/help/components/help-topics";

/**
 * The help area: an introduction with the help language and search, one article, or (a trailing
 * /edit) the editor.
 */
export function HelpPage() {
  const { t } = useTranslation("help");
  const params = useParams();
  const { pathname } = useLocation();
  const order = Number(params.order);
  if (!params.feature || !params.function || !Number.isInteger(order)) {
    return (
      <Stack maw={860}>
        <Title order={1} size="h2">
          {t("title")}
        </Title>
        <Text c="gray.7">{t("intro")}</Text>
        <HelpLanguageSwitch />
        <HelpSearch />
        <HelpTopics />
      </Stack>
    );
  }
  const page = { feature: params.feature, function: params.function, order };
  return pathname.endsWith("/edit") ? <HelpEditor page={page} /> : <HelpArticle page={page} />;
}
