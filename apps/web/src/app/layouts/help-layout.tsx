import { Anchor, AppShell, Burger, Group, Text } from "@mantine/core";
import { useDisclosure, useMediaQuery } from "@mantine/hooks";
import { BackToTopScroll, HelpMenuLayout } from "@portal/contract/common/constants";
import { IconArrowLeft } from "@tabler/icons-react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link, Outlet } from "react-router";
import { BackToTop } from "../../components/back-to-top";
import { LanguageMenu } from "../../components/language-menu";
import { PortalLogo } from "../../components/ui/portal-logo";
import { useProductTitle } from "../../features/config/hooks/use-product-title";
import { HelpMenu } from "../../features/help/components/help-menu";
import { paths } from "../../lib/paths";
import { headerHeight } from "./layout-constants";

const menuWidth = 240;
const menuCollapsedWidth = 180;

/**
 * The help area: top bar, menu bar, the article, and a footer with the current year. The menu
 * narrows at 800 px or less and hides behind a burger at 500 px or less.
 */
export function HelpLayout() {
  const { t } = useTranslation("help");
  const productTitle = useProductTitle();
  const [isMenuOpen, menu] = useDisclosure(false);
  const isNarrow = useMediaQuery(`(max-width: ${HelpMenuLayout.collapseMaxWidth}px)`, false, {
    getInitialValueInEffect: false,
  });
  const isMobile = useMediaQuery(`(max-width: ${HelpMenuLayout.hideMaxWidth}px)`, false, {
    getInitialValueInEffect: false,
  });
  useEffect(() => {
    if (!isMobile) menu.close();
  }, [isMobile, menu]);

  return (
    <AppShell
      header={{ height: headerHeight }}
      navbar={{
        width: isNarrow ? menuCollapsedWidth : menuWidth,
        breakpoint: HelpMenuLayout.hideMaxWidth + 1,
        collapsed: { mobile: !isMenuOpen },
      }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap" miw={0}>
            {isMobile && (
              <Burger
                opened={isMenuOpen}
                onClick={menu.toggle}
                size="sm"
                aria-label={t("menuToggle")}
                aria-expanded={isMenuOpen}
                aria-controls="help-menu"
              />
            )}
            <PortalLogo name={`${productTitle} · ${t("title")}`} />
          </Group>
          <Group gap="xs" wrap="nowrap">
            <Anchor component={Link} to={paths.home} size="sm" visibleFrom="xs">
              <Group gap={4} wrap="nowrap">
                <IconArrowLeft size={16} aria-hidden />
                {t("backToPortal")}
              </Group>
            </Anchor>
            <LanguageMenu />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar id="help-menu" p="md" aria-label={t("menuLabel")}>
        <HelpMenu />
      </AppShell.Navbar>
      <AppShell.Main display="flex" style={{ flexDirection: "column" }}>
        <div style={{ flex: 1 }}>
          <Outlet />
        </div>
        <BackToTop offset={BackToTopScroll.helpOffset} />
        <Text component="footer" size="xs" c="gray.7" ta="center" pt="xl">
          {t("footer", { year: new Date().getFullYear(), product: productTitle })}
        </Text>
      </AppShell.Main>
    </AppShell>
  );
}
