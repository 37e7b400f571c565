import { Alert, Anchor, Group, Loader, Stack, Text, Title } from "@mantine/core";
import type { HelpPageParams } from "@portal/contract/help/help.schema";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ApiError } from "../../../lib/api-error";
import { formatDateTime } from "../../../lib/format/format-date-time";
import { paths } from "../../../lib/paths";
import { useHelpMenu } from "../api/get-help-menu";
import { useHelpPage } from "../api/get-help-page";
import { useHelpLanguage } from "../hooks/use-help-language";
import { HelpLanguageSwitch } from "./help-language-switch";
import { HelpMarkdown } from "./help-markdown";

/** One published help page, with a notice when it is shown in English for want of a translation. */
export function HelpArticle({ page }: { page: HelpPageParams }) {
  const { t } = useTranslation("help");
  const [language] = useHelpLanguage();
  const query = useHelpPage(page, language);
  const canEdit = useHelpMenu(language).data?.canEdit === true;
  const editPath = `${paths.help}/${page.feature}/${page.function}/${page.order}/edit?lang=${language}`;
  return (
    <Stack component="article" maw={860}>
      <Group justify="space-between">
        <HelpLanguageSwitch />
        {canEdit && (
          <Anchor component={Link} to={editPath} size="sm">
            {t("edit")}
          </Anchor>
        )}
      </Group>
      {query.isPending && <Loader size="sm" aria-label={t("loading")} />}
      {query.isError && (
        <Alert color="red" role="alert">
          {query.error instanceof ApiError && query.error.status === 404 ? t("notFound") : t("loadFailed")}
        </Alert>
      )}
      {query.data && (
        <>
          {query.data.isFallback && (
            <Alert color="yellow" role="status">
              {t("fallbackNotice", { language: t(`languages.${language}`) })}
            </Alert>
          )}
          <Title order={1} size="h2" lang={query.data.language}>
            {query.data.title}
          </Title>
          <div lang={query.data.language}>
            <HelpMarkdown markdown={query.data.markdown} />
          </div>
          <Text size="xs" c="gray.7">
            {t("publishedAt", { date: formatDateTime(query.data.publishedAt) })}
          </Text>
        </>
      )}
    </Stack>
  );
}
