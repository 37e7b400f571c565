import { Stack, Text, Title } from "@mantine/core";
import { IconBook } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

/** The help area's article view; until articles are published it says so. */
export function HelpPage() {
  const { t } = useTranslation("help");
  return (
    <Stack align="center" ta="center" py="xl" maw={560} mx="auto">
      <IconBook size={40} aria-hidden color="var(--mantine-color-mint-7)" />
      <Title order={1} size="h2">
        {t("title")}
      </Title>
      <Text c="gray.7">{t("empty")}</Text>
    </Stack>
  );
}
