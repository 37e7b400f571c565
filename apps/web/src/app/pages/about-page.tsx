import { Paper, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { PageHeading } from "../../components/ui/page-heading";
import { DataSources } from "../../features/about/components/data-sources";
import { useProductTitle } from "../../features/config/hooks/use-product-title";

/** About the portal (/about): what it is, and the sources of its data with their credits. */
export function AboutPage() {
  const { t } = useTranslation("about");
  const productTitle = useProductTitle();
  return (
    <Stack maw={880}>
      <PageHeading title={t("title")} />
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="about-product-title">
        <Stack gap="xs">
          <Title order={2} size="h4" id="about-product-title">
            {productTitle}
          </Title>
          <Text>{t("description")}</Text>
        </Stack>
      </Paper>
      <DataSources />
    </Stack>
  );
}
