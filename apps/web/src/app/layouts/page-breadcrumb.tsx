import { Anchor, Breadcrumbs, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "../../lib/paths";
import { usePageTitle } from "../page-title";

/** "Home / <page title>"; on the home page itself just "Home". */
export function PageBreadcrumb() {
  const { t } = useTranslation();
  const pageTitle = usePageTitle();
  const home = t("nav.home");
  const isHome = !pageTitle || pageTitle === home;

  return (
    <Breadcrumbs component="nav" aria-label={t("breadcrumb")} mb="md" fz="sm">
      {isHome ? (
        <Text size="sm" aria-current="page">
          {home}
        </Text>
      ) : (
        <Anchor component={Link} to={paths.home} size="sm">
          {home}
        </Anchor>
      )}
      {!isHome && (
        <Text size="sm" aria-current="page">
          {pageTitle}
        </Text>
      )}
    </Breadcrumbs>
  );
}
