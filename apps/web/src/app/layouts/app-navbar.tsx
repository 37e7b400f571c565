import { ActionIcon, AppShell, Image, ScrollArea, Skeleton, Stack, Tooltip } from "@mantine/core";
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from "@tabler/icons-react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import logoUrl from "../../assets/portal-logo.svg";
import { PortalLogo } from "../../components/ui/portal-logo";
import { useSession } from "../../features/auth/hooks/use-session";
import { useProductTitle } from "../../features/config/hooks/use-product-title";
import { useMenuNumbers } from "../../features/menu/api/get-menu-numbers";
import { useUserMenu } from "../../features/menu/api/get-user-menu";
import { SidebarMenu } from "../../features/menu/components/sidebar-menu";
import { selectedTrail, visibleMenu } from "../../features/menu/menu-tree";

interface AppNavbarProps {
  /** Icons only (52 px wide). */
  isCollapsed: boolean;
  /** Offered above the mobile width, where the sidebar can be folded by hand. */
  onToggleCollapsed?: () => void;
  /** Called after a link is followed, so the mobile menu can close. */
  onNavigate: () => void;
}

/** The sidebar: the logo and the menu the server builds for this user, with live numbers. */
export function AppNavbar({ isCollapsed, onToggleCollapsed, onNavigate }: AppNavbarProps) {
  const { t } = useTranslation();
  const productTitle = useProductTitle();
  const { pathname, search } = useLocation();
  const account = useSession().session?.username;
  const menu = useUserMenu(account);
  const numbers = useMenuNumbers(menu.isSuccess);
  const nodes = useMemo(() => visibleMenu(menu.data ?? [], numbers.data), [menu.data, numbers.data]);
  const trail = selectedTrail(nodes, `${pathname}${search}`);

  return (
    <>
      <AppShell.Section p={isCollapsed ? "xs" : "md"}>
        {isCollapsed ? (
          <Image src={logoUrl} alt={productTitle} w={28} h={28} mx="auto" />
        ) : (
          <PortalLogo name={productTitle} />
        )}
      </AppShell.Section>
      <AppShell.Section grow component={ScrollArea} px={isCollapsed ? 0 : "xs"}>
        {menu.isPending ? (
          <Stack gap="xs" p="xs" aria-busy="true" aria-label={t("loading")}>
            <Skeleton height={28} />
            <Skeleton height={28} />
            <Skeleton height={28} />
          </Stack>
        ) : (
          <SidebarMenu nodes={nodes} trail={trail} isCollapsed={isCollapsed} onNavigate={onNavigate} />
        )}
      </AppShell.Section>
      {onToggleCollapsed && (
        <AppShell.Section p="xs">
          <Tooltip label={isCollapsed ? t("nav.expand") : t("nav.collapse")} position="right">
            <ActionIcon
              variant="subtle"
              color="gray"
              onClick={onToggleCollapsed}
              aria-label={isCollapsed ? t("nav.expand") : t("nav.collapse")}
              aria-expanded={!isCollapsed}
              aria-controls="app-navbar"
            >
              {isCollapsed ? (
                <IconLayoutSidebarLeftExpand size={18} />
              ) : (
                <IconLayoutSidebarLeftCollapse size={18} />
              )}
            </ActionIcon>
          </Tooltip>
        </AppShell.Section>
      )}
    </>
  );
}
