import { Anchor, AppShell, Burger, Group, Text } from "@mantine/core";
import { useDisclosure, useMediaQuery } from "@mantine/hooks";
import { BackToTopScroll, HelpMenuLayout } from "@portal/contract/common/constants";
import { IconArrowLeft } from "@tabler/icons-react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link, Outlet, useLocation } from "react-router";
import { BackToTop } from "../../components/back-to-top";
import { PortalLogo } from "../../components/ui/portal-logo";
import { useProductTitle } from "../../features/config/hooks/use-product-title";
import { HelpMenu } from "../../features/help/components/help-menu";
import { HelpSearchBox } from "../../features/help/components/help-search-box";
import { helpSearchPath } from "../../features/help/help-paths";
import { useHelpLanguage } from "../../features/help/hooks/use-help-language";
import { paths } from "../../lib/paths";
import { headerHeight } from "./layout-constants";

const menuWidth = 240;
const menuCollapsedWidth = 180;

/**
 * The help area: top bar (its title leads back to the help start page), menu bar with a search box
 * above the topics, the article, and a footer with the current year. The menu narrows at 800 px or
 * less and hides behind a burger at 500 px or less (the search box with it).
 */
export function HelpLayout() {
  const { t } = useTranslation("help");
  const productTitle = useProductTitle();
  const [language] = useHelpLanguage();
  const { pathname } = useLocation();
  const isStartPage = pathname === paths.help;
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
            <Anchor component={Link} to={helpSearchPath(language)} underline="never" miw={0}>
              <PortalLogo name={`${productTitle} · ${t("title")}`} />
            </Anchor>
          </Group>
          <Group gap="xs" wrap="nowrap">
            <Anchor component={Link} to={paths.home} size="sm" visibleFrom="xs">
              <Group gap={4} wrap="nowrap">
                <IconArrowLeft size={16} aria-hidden />
                {t("backToPortal")}
              </Group>
            </Anchor>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar id="help-menu" p="md" aria-label={t("menuLabel")}>
        {/* The start page has its own, larger search. */}
        {!isStartPage && (
          <AppShell.Section mb="md">
            <HelpSearchBox onSearched={menu.close} />
          </AppShell.Section>
        )}
        <AppShell.Section grow mih={0} display="flex" style={{ flexDirection: "column" }}>
          <HelpMenu />
        </AppShell.Section>
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
