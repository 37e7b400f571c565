import { Button, Group } from "@mantine/core";
import type { ChatButton } from "@portal/contract/chatbot/chatbot.schema";
import { IconBook2, IconTicket } from "@tabler/icons-react";
import { useChatTexts } from "../hooks/use-chat-texts";

const iconOfKind: Partial<Record<ChatButton["kind"], typeof IconBook2>> = {
  guideline: IconBook2,
  ticket: IconTicket,
};

interface ReplyButtonsProps {
  buttons: ChatButton[];
  isDisabled: boolean;
  onPress: (button: ChatButton) => void;
}

/** A reply's buttons: tasks, choices ("did you mean"), guidelines and tickets; each answers once. */
export function ReplyButtons({ buttons, isDisabled, onPress }: ReplyButtonsProps) {
  const { t } = useChatTexts();
  if (buttons.length === 0) return null;
  return (
    <Group gap={6} role="group" aria-label={t("choices")}>
      {buttons.map((button) => {
        const Icon = iconOfKind[button.kind];
        return (
          <Button
            key={`${button.kind}:${button.value}`}
            size="compact-sm"
            variant={button.kind === "guideline" ? "subtle" : "light"}
            leftSection={Icon ? <Icon size={14} aria-hidden /> : undefined}
            disabled={isDisabled}
            onClick={() => onPress(button)}
            styles={{ root: { height: "auto", minHeight: 26 }, label: { whiteSpace: "normal" } }}
          >
            {button.label}
          </Button>
        );
      })}
    </Group>
  );
}
