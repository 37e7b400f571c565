import { Button, Center, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "../../lib/paths";

export function NotFoundPage() {
  const { t } = useTranslation("errors");
  return (
    <Center component="main" mih="100dvh" p="md">
      <Stack align="center" ta="center">
        <Title order={1} c="mint.8">
          404
        </Title>
        <Text size="lg">{t("notFound.message")}</Text>
        <Button component={Link} to={paths.home}>
          {t("notFound.goHome")}
        </Button>
      </Stack>
    </Center>
  );
}
