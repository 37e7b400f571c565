import { Button, Group, Modal, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

interface ConfirmEveryoneModalProps {
  opened: boolean;
  /** The titles as typed: English (required) and Japanese (optional, may be empty). */
  titleEn: string;
  titleJa: string;
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * Asks before a notification goes to everyone, quoting its title in the UI's language: the
 * Japanese UI shows the Japanese title (with the English one beside it), the English UI the English
 * one (with the Japanese one when there is one). Without a Japanese title everyone gets the English.
 */
export function ConfirmEveryoneModal({
  opened,
  titleEn,
  titleJa,
  onCancel,
  onConfirm,
}: ConfirmEveryoneModalProps) {
  const { t, i18n } = useTranslation("notification");
  const isJapanese = i18n.language === "ja";
  const message = titleJa
    ? t("send.confirmEveryone.messageBoth", {
        title: isJapanese ? titleJa : titleEn,
        otherTitle: isJapanese ? titleEn : titleJa,
      })
    : t("send.confirmEveryone.message", { title: titleEn });
  return (
    <Modal opened={opened} onClose={onCancel} title={t("send.confirmEveryone.title")} centered>
      <Text style={{ overflowWrap: "anywhere" }}>{message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel}>
          {t("send.confirmEveryone.cancel")}
        </Button>
        <Button color="red" onClick={onConfirm}>
          {t("send.confirmEveryone.confirm")}
        </Button>
      </Group>
    </Modal>
  );
}
