import { Box, Container, Group, Paper, Stack, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { LanguageMenu } from "../../components/language-menu";
import { PortalLogo } from "../../components/ui/portal-logo";
import { LoginForm } from "../../features/auth/components/login-form";
import { useProductTitle } from "../../features/config/hooks/use-product-title";

export function LoginPage() {
  const { t } = useTranslation("auth");
  const productTitle = useProductTitle();

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
          <LoginForm />
        </Paper>
      </Container>
    </Box>
  );
}
