import { Box, Button, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { menuScreens } from "@portal/contract/menu/menu.constants";
import { IconBook, IconBuilding, IconUser, IconUsers } from "@tabler/icons-react";
import dayjs from "dayjs";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { LanguageMenu } from "../../components/language-menu";
import { useSession } from "../../features/auth/hooks/use-session";
import { MyCommuteCard } from "../../features/commutation-ticket/components/my-commute-card";
import { NotificationsCard } from "../../features/notification/components/notifications-card";

const shortcuts: {
  to: string;
  label: "profile" | "workingAddress" | "colleagues" | "help";
  icon: ReactNode;
}[] = [
  { to: menuScreens.profile, label: "profile", icon: <IconUser size={18} aria-hidden /> },
  { to: menuScreens.workingAddress, label: "workingAddress", icon: <IconBuilding size={18} aria-hidden /> },
  { to: menuScreens.colleagues, label: "colleagues", icon: <IconUsers size={18} aria-hidden /> },
  { to: menuScreens.help, label: "help", icon: <IconBook size={18} aria-hidden /> },
];

/**
 * The mobile app's home (mykintai): who is signed in and today's date, their commute, their latest
 * notifications and the screens they open most, in one column for a phone. The app has its own
 * bar, so the language switch sits here.
 */
export function MykintaiHomePage() {
  const { t } = useTranslation(["home", "menu"]);
  const { name } = useSession();

  return (
    <Stack gap="md" maw={640} mx="auto">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={0} miw={0}>
          <Title order={1} size="h3" style={{ overflowWrap: "anywhere" }}>
            {t("welcome", { name })}
          </Title>
          <Text c="gray.7" size="sm">
            {dayjs().format(t("mobile.dateFormat"))}
          </Text>
        </Stack>
        <Box style={{ flexShrink: 0 }}>
          <LanguageMenu />
        </Box>
      </Group>
      <MyCommuteCard />
      <NotificationsCard />
      <SimpleGrid cols={2} spacing="xs" component="nav" aria-label={t("mobile.shortcuts")}>
        {shortcuts.map(({ to, label, icon }) => (
          <Button
            key={to}
            component={Link}
            to={to}
            variant="default"
            leftSection={icon}
            justify="flex-start"
            h="auto"
            mih={36}
            py={6}
            // A long name (勤務地住所, "Working address") wraps rather than being cut.
            styles={{ label: { whiteSpace: "normal", textAlign: "start" } }}
          >
            {t(`menu:${label}`)}
          </Button>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
