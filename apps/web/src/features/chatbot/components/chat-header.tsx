import { ActionIcon, Group, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconEyeOff, IconMinus, IconRobot, IconX } from "@tabler/icons-react";
import { useChatTexts } from "../hooks/use-chat-texts";

interface ChatHeaderProps {
  titleId: string;
  onMinimise: () => void;
  onClose: () => void;
  onHide: () => void;
}

/** "Navi", and the buttons to hide the icon, minimise, and close (which ends the conversation). */
export function ChatHeader({ titleId, onMinimise, onClose, onHide }: ChatHeaderProps) {
  const { t } = useChatTexts();
  const buttons = [
    { label: t("header.hide"), icon: IconEyeOff, onClick: onHide },
    { label: t("header.minimise"), icon: IconMinus, onClick: onMinimise },
    { label: t("header.close"), icon: IconX, onClick: onClose },
  ];
  return (
    <Group
      justify="space-between"
      wrap="nowrap"
      px="sm"
      py={8}
      bg="var(--mantine-primary-color-filled)"
      c="white"
    >
      <Group gap="xs" wrap="nowrap">
        <ThemeIcon variant="white" radius="xl" size="md" aria-hidden>
          <IconRobot size={18} />
        </ThemeIcon>
        <Stack gap={0}>
          <Title order={2} size="h5" id={titleId}>
            {t("title")}
          </Title>
          <Text size="xs">{t("subtitle")}</Text>
        </Stack>
      </Group>
      <Group gap={2} wrap="nowrap">
        {buttons.map(({ label, icon: Icon, onClick }) => (
          <ActionIcon
            key={label}
            variant="subtle"
            color="white"
            aria-label={label}
            title={label}
            onClick={onClick}
          >
            <Icon size={18} aria-hidden />
          </ActionIcon>
        ))}
      </Group>
    </Group>
  );
}
