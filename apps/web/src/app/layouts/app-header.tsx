import { Burger, Group, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { LanguageMenu } from "../../components/language-menu";
import { useSession } from "../../features/auth/hooks/use-session";
import { useSignOut } from "../../features/auth/hooks/use-sign-out";
import { useClientConfig } from "../../features/config/api/get-client-config";
import { useProductTitle } from "../../features/config/hooks/use-product-title";
import { UserMenu } from "./user-badge";

interface AppHeaderProps {
  isMobile: boolean;
  isNavbarOpen: boolean;
  onToggleNavbar: () => void;
}

export function AppHeader({ isMobile, isNavbarOpen, onToggleNavbar }: AppHeaderProps) {
  const { t } = useTranslation();
  const { session } = useSession();
  const productTitle = useProductTitle();
  const { data: config } = useClientConfig();
  const signOut = useSignOut(config?.login.sso ?? null);

  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap" miw={0}>
        {isMobile && (
          <Burger
            opened={isNavbarOpen}
            onClick={onToggleNavbar}
            size="sm"
            aria-label={t("nav.toggle")}
            aria-expanded={isNavbarOpen}
            aria-controls="app-navbar"
          />
        )}
        <Text fw={700} size="lg" truncate>
          {productTitle}
        </Text>
      </Group>
      <Group gap="xs" wrap="nowrap">
        <LanguageMenu />
        {session && (
          <UserMenu
            displayName={session.displayName || session.username}
            isSigningOut={signOut.isPending}
            onSignOut={() => signOut.mutate()}
          />
        )}
      </Group>
    </Group>
  );
}
