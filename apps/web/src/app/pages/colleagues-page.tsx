import { Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { PageHeading } from "../../components/ui/page-heading";
import { ColleagueDirectory } from "../../features/colleague/components/colleague-directory";

/** The colleague directory (/colleagues): find a colleague and see how to reach them. */
export function ColleaguesPage() {
  const { t } = useTranslation("colleague");
  return (
    <Stack maw={1200}>
      <PageHeading title={t("title")} description={t("description")} />
      <ColleagueDirectory />
    </Stack>
  );
}
