import { Button, Group, Stack, Text, Title } from "@mantine/core";
import type { HelpLanguage, HelpPageParams } from "@portal/contract/help/help.schema";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../lib/format/format-date-time";
import { useHelpRevisions } from "../api/get-help-revisions";
import { useRestoreHelpRevision } from "../api/restore-help-revision";

/** The published versions of a page; restoring one copies it into the draft. */
export function HelpRevisions({ page, language }: { page: HelpPageParams; language: HelpLanguage }) {
  const { t } = useTranslation("help");
  const revisions = useHelpRevisions(page, language, true);
  const restore = useRestoreHelpRevision();
  return (
    <Stack gap="xs" component="section" aria-labelledby="help-revisions">
      <Title order={2} size="h4" id="help-revisions">
        {t("revisions")}
      </Title>
      {revisions.data?.length === 0 && <Text c="gray.7">{t("noRevisions")}</Text>}
      {revisions.data?.map((revision) => (
        <Group key={revision.id} justify="space-between" wrap="nowrap">
          <Text size="sm">
            {revision.title} · {formatDateTime(revision.createdAt)} · {revision.createdBy ?? t("shipped")}
          </Text>
          <Button
            size="xs"
            variant="light"
            loading={restore.isPending && restore.variables?.revisionId === revision.id}
            onClick={() => restore.mutate({ page, revisionId: revision.id })}
            aria-label={t("restoreRevision", {
              title: revision.title,
              date: formatDateTime(revision.createdAt),
            })}
          >
            {t("restore")}
          </Button>
        </Group>
      ))}
    </Stack>
  );
}
