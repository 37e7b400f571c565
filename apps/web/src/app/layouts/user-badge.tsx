import { Avatar, Group, Menu, Text, UnstyledButton } from "@mantine/core";
import { IconLogout, IconUser } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

interface UserBadgeProps {
  displayName: string;
}

/** The signed-in user: a letter avatar and the display name (the name hides on small screens). */
export function UserBadge({ displayName }: UserBadgeProps) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Avatar name={displayName} color="mint" radius="xl" size="sm" role="img" aria-label={displayName} />
      <Text size="sm" fw={500} truncate maw={160} visibleFrom="xs" aria-hidden>
        {displayName}
      </Text>
    </Group>
  );
}

interface UserMenuProps {
  displayName: string;
  /** A sign-out is under way: the entry is disabled. */
  isSigningOut: boolean;
  onSignOut: () => void;
}

/** The header's user menu: the badge opens the profile entry (the user's name) and 'Sign out'. */
export function UserMenu({ displayName, isSigningOut, onSignOut }: UserMenuProps) {
  const { t } = useTranslation("auth");
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={t("userMenu.label", { name: displayName })}>
          <UserBadge displayName={displayName} />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {/* The profile entry; it links to the profile page once that page exists. */}
        <Menu.Item leftSection={<IconUser size={16} aria-hidden />}>{displayName}</Menu.Item>
        <Menu.Divider />
        <Menu.Item
          leftSection={<IconLogout size={16} aria-hidden />}
          disabled={isSigningOut}
          onClick={onSignOut}
        >
          {t("userMenu.signOut")}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
