import { NavLink, ScrollArea, Text } from "@mantine/core";
import { roleRules } from "@portal/contract/auth/auth.roles";
import { IconUsers } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useParams } from "react-router";
import { paths } from "../../../lib/paths";
import { useSession } from "../../auth/hooks/use-session";
import { useHelpMenu } from "../api/get-help-menu";
import { useHelpLanguage } from "../hooks/use-help-language";

/** The help menu: features, their functions and the published pages, in the help language. */
export function HelpMenu() {
  const { t } = useTranslation("help");
  const [language] = useHelpLanguage();
  const params = useParams();
  const menu = useHelpMenu(language);
  const { pathname } = useLocation();
  const { session } = useSession();
  // Only shows the way there; the server decides who may manage editors.
  const isAdministrator = session?.roles ? roleRules.isAdministrator(session.roles) : false;
  if (menu.isError)
    return (
      <Text size="sm" c="red.8">
        {t("menuFailed")}
      </Text>
    );
  const features = menu.data?.features ?? [];
  if (menu.isSuccess && features.length === 0)
    return (
      <Text size="sm" c="gray.7">
        {t("noTopics")}
      </Text>
    );
  return (
    <ScrollArea style={{ flex: 1 }} mih={0}>
      {features.map((feature) => (
        <NavLink
          key={feature.key}
          label={t(`features.${feature.key}`, { defaultValue: feature.key })}
          defaultOpened={params.feature === feature.key}
        >
          {feature.functions.flatMap((fn) =>
            fn.pages.map((page) => {
              const to = `${paths.help}/${feature.key}/${fn.key}/${page.order}`;
              const isActive =
                params.feature === feature.key &&
                params.function === fn.key &&
                params.order === String(page.order);
              return (
                <NavLink
                  key={to}
                  component={Link}
                  to={`${to}?lang=${language}`}
                  label={page.title}
                  active={isActive}
                  aria-current={isActive ? "page" : undefined}
                />
              );
            }),
          )}
        </NavLink>
      ))}
      {isAdministrator && (
        <NavLink
          component={Link}
          to={paths.helpEditors}
          label={t("editors.menuLink")}
          leftSection={<IconUsers size={16} aria-hidden />}
          active={pathname === paths.helpEditors}
          aria-current={pathname === paths.helpEditors ? "page" : undefined}
          mt="md"
        />
      )}
    </ScrollArea>
  );
}
