import { Box, Center, Loader, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useSsoCallback } from "../../features/auth/sso/hooks/use-sso-callback";
import { useClientConfig } from "../../features/config/api/get-client-config";

/** Where the provider sends the browser back: finishes the corporate sign-in, then moves on. */
export function SsoCallbackPage() {
  const { t } = useTranslation("auth");
  const config = useClientConfig();
  useSsoCallback(config.data?.login.sso ?? null, !config.isPending);

  return (
    <Box mih="100dvh" bg="mint.0">
      <Center mih="100dvh">
        <Stack align="center" gap="sm">
          <Loader aria-hidden />
          <Text role="status">{t("sso.completing")}</Text>
        </Stack>
      </Center>
    </Box>
  );
}
