import { Avatar, Group, Menu, Text, UnstyledButton } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { menuScreens } from "@portal/contract/menu/menu.constants";
import { IconLogout, IconPhoto, IconUser } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useAvatar } from "../../features/employee-avatar/api/get-avatar";
import { ChangeAvatarModal } from "../../features/employee-avatar/components/change-avatar-modal";
import { avatarInitials } from "../../lib/avatar-initials";

interface UserBadgeProps {
  displayName: string;
  /** The user's photo URL; the letter avatar when empty or absent. */
  avatarUrl?: string;
}

/**
 * The signed-in user: their photo (or a letter avatar) and the display name (the name hides on
 * small screens).
 */
export function UserBadge({ displayName, avatarUrl }: UserBadgeProps) {
  return (
    <Group gap="xs" wrap="nowrap">
      {avatarUrl ? (
        <Avatar src={avatarUrl} alt={displayName} name={displayName} color="mint" radius="xl" size="sm">
          {avatarInitials(displayName)}
        </Avatar>
      ) : (
        <Avatar name={displayName} color="mint" radius="xl" size="sm" role="img" aria-label={displayName}>
          {avatarInitials(displayName)}
        </Avatar>
      )}
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

/**
 * The header's user menu: the badge opens the profile entry (the user's name, a link to the
 * profile), 'Change photo' and 'Sign out'.
 */
export function UserMenu({ displayName, isSigningOut, onSignOut }: UserMenuProps) {
  const { t } = useTranslation("auth");
  const { t: tAvatar } = useTranslation("employee-avatar");
  const { data: avatarUrl } = useAvatar();
  const [isPhotoOpen, photo] = useDisclosure(false);
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <UnstyledButton aria-label={t("userMenu.label", { name: displayName })}>
            <UserBadge displayName={displayName} avatarUrl={avatarUrl} />
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          {/* The profile entry: the user's name, opening their profile. */}
          <Menu.Item
            component={Link}
            to={menuScreens.profile}
            leftSection={<IconUser size={16} aria-hidden />}
          >
            {displayName}
          </Menu.Item>
          <Menu.Item leftSection={<IconPhoto size={16} aria-hidden />} onClick={photo.open}>
            {tAvatar("menu.changePhoto")}
          </Menu.Item>
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
      <ChangeAvatarModal
        opened={isPhotoOpen}
        onClose={photo.close}
        displayName={displayName}
        currentUrl={avatarUrl}
      />
    </>
  );
}
