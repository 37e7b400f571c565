import { Burger, Group, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { HotlineMenu } from "../../components/hotline-menu";
import { LanguageMenu } from "../../components/language-menu";
import { useSession } from "../../features/auth/hooks/use-session";
import { useSignOut } from "../../features/auth/hooks/use-sign-out";
import { useClientConfig } from "../../features/config/api/get-client-config";
import { NotificationBell } from "../../features/notification/components/notification-bell";
import { usePageTitle } from "../page-title";
import { UserMenu } from "./user-badge";

interface AppHeaderProps {
  isMobile: boolean;
  isNavbarOpen: boolean;
  onToggleNavbar: () => void;
}

export function AppHeader({ isMobile, isNavbarOpen, onToggleNavbar }: AppHeaderProps) {
  const { t } = useTranslation();
  const { session, name } = useSession();
  const pageTitle = usePageTitle();
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
          {pageTitle}
        </Text>
      </Group>
      <Group gap="xs" wrap="nowrap">
        {config && (
          <HotlineMenu
            hotlineEmail={config.hotlineEmail}
            complianceHotlineEmail={config.complianceHotlineEmail}
          />
        )}
        {session && <NotificationBell />}
        <LanguageMenu />
        {session && (
          <UserMenu displayName={name} isSigningOut={signOut.isPending} onSignOut={() => signOut.mutate()} />
        )}
      </Group>
    </Group>
  );
}
