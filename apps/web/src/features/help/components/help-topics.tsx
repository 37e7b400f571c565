import { Anchor, Card, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { paths } from "../../../lib/paths";
import { useHelpMenu } from "../api/get-help-menu";
import { helpSearchParam } from "../help-paths";
import { useHelpLanguage } from "../hooks/use-help-language";

/**
 * The help's topics on its first page (a phone has the menu behind a button): each feature with
 * its pages, in the help language. Hidden while a search shows its results.
 */
export function HelpTopics() {
  const { t } = useTranslation("help");
  const [language] = useHelpLanguage();
  const [searchParams] = useSearchParams();
  const menu = useHelpMenu(language);
  const features = menu.data?.features ?? [];
  if (searchParams.get(helpSearchParam)?.trim() || features.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="help-topics-title">
      <Title order={2} size="h4" id="help-topics-title">
        {t("topics")}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {features.map((feature) => {
          const name = t(`features.${feature.key}`, { defaultValue: feature.key });
          return (
            <Card key={feature.key} withBorder radius="md" padding="md">
              <Text fw={600} mb="xs">
                {name}
              </Text>
              <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: "none" }} aria-label={name}>
                {feature.functions.flatMap((fn) =>
                  fn.pages.map((page) => {
                    const to = `${paths.help}/${feature.key}/${fn.key}/${page.order}?lang=${language}`;
                    return (
                      <li key={to}>
                        <Anchor component={Link} to={to} size="sm">
                          {page.title}
                        </Anchor>
                      </li>
                    );
                  }),
                )}
              </Stack>
            </Card>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
