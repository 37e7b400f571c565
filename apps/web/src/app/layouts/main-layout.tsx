import { AppShell, Box, Stack, Text } from "@mantine/core";
import { useDisclosure, useMediaQuery } from "@mantine/hooks";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Outlet, useLocation } from "react-router";
import { BackToTop } from "../../components/back-to-top";
import { CampaignFooterBanner } from "../../features/campaign/components/campaign-footer-banner";
import { NaviChat } from "../../features/chatbot/components/navi-chat";
import { naviLauncherReservedSpace } from "../../features/chatbot/components/navi-launcher";
import { useProductTitle } from "../../features/config/hooks/use-product-title";
import { useRealtimeConnection } from "../../features/realtime/use-realtime-connection";
import { isMobileAppView } from "../../lib/mobile-app-view";
import { AppHeader } from "./app-header";
import { AppNavbar } from "./app-navbar";
import {
  collapseMaxWidth,
  headerHeight,
  mobileMaxWidth,
  navbarCollapsedWidth,
  navbarWidth,
} from "./layout-constants";
import { PageBreadcrumb } from "./page-breadcrumb";

/** Inside the mykintai app: the screen alone, no sidebar or top bar (the app has its own). */
function MobileAppLayout() {
  return (
    <Box component="main" p="sm">
      <Outlet />
    </Box>
  );
}

/** The shell: header, sidebar, breadcrumb, the screen, footer; or the mobile-app view. */
export function MainLayout() {
  return isMobileAppView(useLocation().pathname) ? <MobileAppLayout /> : <PortalLayout />;
}

function PortalLayout() {
  const { t } = useTranslation();
  const productTitle = useProductTitle();
  // The signed-in portal keeps the realtime hubs connected (bell, notices, menu numbers).
  useRealtimeConnection();
  const [isNavbarOpen, navbar] = useDisclosure(false);
  const isMobile = useMediaQuery(`(max-width: ${mobileMaxWidth}px)`, false, {
    getInitialValueInEffect: false,
  });
  const isNarrow = useMediaQuery(`(max-width: ${collapseMaxWidth}px)`, false, {
    getInitialValueInEffect: false,
  });
  // Folded to icons at 1200 px or less; the user may unfold or fold it by hand until the width changes.
  const [isCollapsed, setCollapsed] = useState(isNarrow);
  useEffect(() => setCollapsed(isNarrow), [isNarrow]);
  const isIconsOnly = isCollapsed && !isMobile;

  // Leaving the mobile width closes the overlay menu so it is shut when the width shrinks again.
  useEffect(() => {
    if (!isMobile) navbar.close();
  }, [isMobile, navbar]);

  return (
    <AppShell
      header={{ height: headerHeight }}
      // Mantine's mobile rule is max-width: breakpoint, so 501 makes widths of 500 or less mobile.
      navbar={{
        width: isIconsOnly ? navbarCollapsedWidth : navbarWidth,
        breakpoint: mobileMaxWidth + 1,
        collapsed: { mobile: !isNavbarOpen },
      }}
      padding="md"
    >
      <AppShell.Header>
        <AppHeader isMobile={isMobile} isNavbarOpen={isNavbarOpen} onToggleNavbar={navbar.toggle} />
      </AppShell.Header>
      <AppShell.Navbar id="app-navbar" aria-label={t("nav.main")}>
        <AppNavbar
          isCollapsed={isIconsOnly}
          onToggleCollapsed={isMobile ? undefined : () => setCollapsed((value) => !value)}
          onNavigate={navbar.close}
        />
      </AppShell.Navbar>
      {/* The foot of every page is left clear of Navi's floating button (content never sits under it). */}
      <AppShell.Main display="flex" style={{ flexDirection: "column" }} pb={naviLauncherReservedSpace}>
        <PageBreadcrumb />
        <Box flex={1}>
          <Outlet />
        </Box>
        <Stack component="footer" gap="sm" pt="xl">
          <CampaignFooterBanner />
          <BackToTop />
          <Text size="xs" c="gray.7" ta="center">
            {t("footer", { year: new Date().getFullYear(), product: productTitle })}
          </Text>
        </Stack>
      </AppShell.Main>
      <NaviChat />
    </AppShell>
  );
}
