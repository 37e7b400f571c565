import { AppShell, NavLink } from "@mantine/core";
import { IconHome, IconShieldLock } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { PortalLogo } from "../../components/ui/portal-logo";
import { useSession } from "../../features/auth/hooks/use-session";
import { paths } from "../../lib/paths";

interface AppNavbarProps {
  /** Called after a link is followed, so the mobile menu can close. */
  onNavigate: () => void;
}

/**
 * The sidebar: logo, Home, and the administrators' sign-in audit (the server-driven menu comes in
 * a later issue; the server checks the role on every call, this only hides what would be refused).
 */
export function AppNavbar({ onNavigate }: AppNavbarProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const isHome = pathname === paths.home;
  const isAuditPage = pathname === paths.signInAudit;
  const isAdministrator = (useSession().session?.roles?.administrator ?? 0) >= 1;

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
        {isAdministrator && (
          <NavLink
            component={Link}
            to={paths.signInAudit}
            onClick={onNavigate}
            label={t("nav.signInAudit")}
            leftSection={<IconShieldLock size={18} aria-hidden />}
            active={isAuditPage}
            aria-current={isAuditPage ? "page" : undefined}
          />
        )}
      </AppShell.Section>
    </>
  );
}
