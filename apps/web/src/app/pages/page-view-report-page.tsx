import { Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { PageHeading } from "../../components/ui/page-heading";
import { PageViewReport } from "../../features/page-view/components/page-view-report";

/** Administration: the most visited pages of each day. */
export function PageViewReportPage() {
  const { t } = useTranslation("page-view");
  return (
    <Stack>
      <PageHeading title={t("title")} description={t("description")} />
      <PageViewReport />
    </Stack>
  );
}
