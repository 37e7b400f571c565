import { Burger, Group, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { LanguageMenu } from "../../components/language-menu";
import { useSession } from "../../features/auth/hooks/use-session";
import { useProductTitle } from "../../features/config/hooks/use-product-title";
import { UserBadge } from "./user-badge";

interface AppHeaderProps {
  isMobile: boolean;
  isNavbarOpen: boolean;
  onToggleNavbar: () => void;
}

export function AppHeader({ isMobile, isNavbarOpen, onToggleNavbar }: AppHeaderProps) {
  const { t } = useTranslation();
  const { session } = useSession();
  const productTitle = useProductTitle();

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
        {session && <UserBadge displayName={session.displayName || session.username} />}
      </Group>
    </Group>
  );
}
