import { Avatar, Group, Text } from "@mantine/core";

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
