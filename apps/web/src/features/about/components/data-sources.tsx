import { Anchor, Paper, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { stationCreditEn, stationCreditJa, stationDataUrl } from "../station-attribution";

/** Where the portal's data comes from, each with the credit its licence asks for. */
export function DataSources() {
  const { t } = useTranslation("about");
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="data-sources-title">
      <Stack gap="xs">
        <Title order={2} size="h4" id="data-sources-title">
          {t("dataSources.title")}
        </Title>
        <Text size="sm" c="gray.7">
          {t("dataSources.stations")}
        </Text>
        <Text lang="ja" style={{ overflowWrap: "anywhere" }}>
          {stationCreditJa.before}
          <Anchor href={stationDataUrl} target="_blank" rel="noopener noreferrer" underline="always" inherit>
            {stationDataUrl}
          </Anchor>
          {stationCreditJa.after}
        </Text>
        <Text lang="en">{stationCreditEn}</Text>
      </Stack>
    </Paper>
  );
}
