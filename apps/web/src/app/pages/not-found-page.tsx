import { Button, Center, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { isMobileAppView } from "../../lib/mobile-app-view";
import { paths } from "../../lib/paths";

/** Spec: 'Sorry but we couldn't find this page.'; the mobile-app variant has no Go to Home link. */
export function NotFoundPage() {
  const { t } = useTranslation("errors");
  const isMobileApp = isMobileAppView(useLocation().pathname);
  return (
    <Center component="main" mih={isMobileApp ? "60dvh" : "100dvh"} p="md">
      <Stack align="center" ta="center">
        <Title order={1} c="mint.8">
          404
        </Title>
        <Text size="lg">{t("notFound.message")}</Text>
        {!isMobileApp && (
          <Button component={Link} to={paths.home}>
            {t("notFound.goHome")}
          </Button>
        )}
      </Stack>
    </Center>
  );
}
