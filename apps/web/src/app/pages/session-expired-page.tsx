import { Button, Center, Stack, Text, Title } from "@mantine/core";
import { IconClockX } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "../../lib/paths";

/** Spec: 'Sorry your session has expired !' with a Login button going to /login. */
export function SessionExpiredPage() {
  const { t } = useTranslation("errors");
  return (
    <Center component="main" mih="100dvh" p="md">
      <Stack align="center" ta="center">
        <IconClockX size={48} aria-hidden color="var(--mantine-color-mint-7)" />
        <Title order={1} size="h3">
          {t("sessionExpired.message")}
        </Title>
        <Text c="gray.7">{t("sessionExpired.hint")}</Text>
        <Button component={Link} to={paths.login}>
          {t("sessionExpired.login")}
        </Button>
      </Stack>
    </Center>
  );
}
