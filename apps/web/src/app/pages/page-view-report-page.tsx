import { Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { PageViewReport } from "../../features/page-view/components/page-view-report";

/** Administration: the most visited pages of each day. */
export function PageViewReportPage() {
  const { t } = useTranslation("page-view");
  return (
    <Stack>
      <div>
        <Title order={1} size="h2">
          {t("title")}
        </Title>
        <Text c="gray.7">{t("description")}</Text>
      </div>
      <PageViewReport />
    </Stack>
  );
}
