import { ActionIcon, Group, Menu, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { type ChatLanguage, chatLanguages } from "@portal/contract/chatbot/chatbot.constants";
import { IconCheck, IconEyeOff, IconLanguage, IconMinus, IconRobot, IconX } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useChatTexts } from "../hooks/use-chat-texts";

interface ChatHeaderProps {
  titleId: string;
  /** The chat's language now. */
  language: ChatLanguage;
  onChooseLanguage: (language: ChatLanguage) => void;
  onMinimise: () => void;
  onClose: () => void;
  onHide: () => void;
}

/**
 * "Navi", the chat's language (chosen here, remembered: whatever the nation, nobody is stuck in a
 * language they do not read), and the buttons to hide the icon, minimise, and close (which ends
 * the conversation).
 */
export function ChatHeader({
  titleId,
  language,
  onChooseLanguage,
  onMinimise,
  onClose,
  onHide,
}: ChatHeaderProps) {
  const { t } = useChatTexts();
  // Each language by its own name, as people look for theirs (the same in every language).
  const { t: tCommon } = useTranslation("common");
  const nameOf = (each: ChatLanguage) => tCommon(`language.${each}`);
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
        <Menu position="bottom-end" withinPortal={false}>
          <Menu.Target>
            <ActionIcon
              variant="subtle"
              color="white"
              aria-label={t("header.language", { language: nameOf(language) })}
              title={t("header.language", { language: nameOf(language) })}
            >
              <IconLanguage size={18} aria-hidden />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            {chatLanguages.map((each) => (
              <Menu.Item
                key={each}
                lang={each}
                onClick={() => onChooseLanguage(each)}
                rightSection={each === language ? <IconCheck size={14} aria-hidden /> : undefined}
                aria-current={each === language ? "true" : undefined}
              >
                {nameOf(each)}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
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
