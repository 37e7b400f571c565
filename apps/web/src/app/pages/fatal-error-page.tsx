import { Button, Center, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** The router's error boundary: an unhandled error, or a screen's code that failed to load. */
export function FatalErrorPage() {
  const { t } = useTranslation("errors");
  return (
    <Center component="main" mih="100dvh" p="md">
      <Stack align="center" ta="center" role="alert">
        <Title order={1}>{t("fatal.title")}</Title>
        <Text>{t("fatal.message")}</Text>
        <Button onClick={() => window.location.reload()}>{t("fatal.reload")}</Button>
      </Stack>
    </Center>
  );
}
