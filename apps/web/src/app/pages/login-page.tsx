import { Alert, Box, Center, Container, Divider, Group, Loader, Paper, Stack, Title } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { LanguageMenu } from "../../components/language-menu";
import { PortalLogo } from "../../components/ui/portal-logo";
import { LoginForm } from "../../features/auth/components/login-form";
import { SsoSignInButton } from "../../features/auth/sso/components/sso-sign-in-button";
import { useSsoSignIn } from "../../features/auth/sso/hooks/use-sso-sign-in";
import { ssoErrorOf, ssoErrorText } from "../../features/auth/sso/sso-error-text";
import { useClientConfig } from "../../features/config/api/get-client-config";
import { useProductTitle } from "../../features/config/hooks/use-product-title";

export function LoginPage() {
  const { t } = useTranslation("auth");
  const productTitle = useProductTitle();
  const location = useLocation();
  const config = useClientConfig();
  // Without the settings the page offers the password form, as before single sign-on existed.
  const modes = config.data?.login ?? { accountLogin: true, sso: null };
  const sso = useSsoSignIn(modes.sso);
  const ssoError = sso.error ? ssoErrorText(sso.error, t) : ssoErrorOf(location.state);

  return (
    <Box mih="100dvh" bg="mint.0">
      <Group justify="flex-end" p="sm">
        <LanguageMenu />
      </Group>
      <Container component="main" size={420} py="xl">
        <Stack align="center" mb="lg">
          <PortalLogo name={productTitle} />
        </Stack>
        <Paper withBorder shadow="sm" p="xl">
          <Title order={1} size="h3" mb="lg">
            {t("login.heading")}
          </Title>
          {config.isPending ? (
            <Center py="md">
              <Loader size="sm" aria-label={t("login.loading")} />
            </Center>
          ) : (
            <Stack>
              {ssoError && (
                <Alert role="alert" color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
                  {ssoError}
                </Alert>
              )}
              {modes.accountLogin && (
                <LoginForm isAlternativeOffered={config.data?.login.alternativePassword} />
              )}
              {modes.accountLogin && modes.sso && <Divider label={t("sso.or")} />}
              {modes.sso && <SsoSignInButton isRedirecting={sso.isRedirecting} onClick={sso.start} />}
            </Stack>
          )}
        </Paper>
      </Container>
    </Box>
  );
}
