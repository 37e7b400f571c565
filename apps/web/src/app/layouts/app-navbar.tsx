import { AppShell, NavLink } from "@mantine/core";
import { IconHome } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { PortalLogo } from "../../components/ui/portal-logo";
import { paths } from "../../lib/paths";

interface AppNavbarProps {
  /** Called after a link is followed, so the mobile menu can close. */
  onNavigate: () => void;
}

/** The sidebar: logo and the Home link (the server-driven menu comes in a later issue). */
export function AppNavbar({ onNavigate }: AppNavbarProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const isHome = pathname === paths.home;

  return (
    <>
      <AppShell.Section p="md">
        <PortalLogo name={t("appName")} />
      </AppShell.Section>
      <AppShell.Section grow px="xs">
        <NavLink
          component={Link}
          to={paths.home}
          onClick={onNavigate}
          label={t("nav.home")}
          leftSection={<IconHome size={18} aria-hidden />}
          active={isHome}
          aria-current={isHome ? "page" : undefined}
        />
      </AppShell.Section>
    </>
  );
}
