import { Button } from "@mantine/core";
import { IconBuildingSkyscraper } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

interface SsoSignInButtonProps {
  /** The browser is on its way to the provider: the button shows a spinner and is disabled. */
  isRedirecting: boolean;
  onClick: () => void;
}

/** 'Sign in with corporate account': starts the single sign-on. */
export function SsoSignInButton({ isRedirecting, onClick }: SsoSignInButtonProps) {
  const { t } = useTranslation("auth");
  return (
    <Button
      variant="outline"
      fullWidth
      leftSection={<IconBuildingSkyscraper size={18} aria-hidden />}
      loading={isRedirecting}
      onClick={onClick}
    >
      {t("sso.signIn")}
    </Button>
  );
}
