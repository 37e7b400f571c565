import { Button, Group, Paper, Stack } from "@mantine/core";
import {
  type ChatLanguage,
  chatErrorTexts,
  type GreetingButton,
  greetingTasks,
} from "@portal/contract/chatbot/chatbot.constants";
import type { Greeting } from "@portal/contract/chatbot/chatbot.schema";
import { IconCash, IconFileUpload, IconPlus, IconRefresh } from "@tabler/icons-react";
import { useChatTexts } from "../hooks/use-chat-texts";
import { BotMarkdown } from "./bot-markdown";
import { TypingIndicator } from "./typing-indicator";

const greetingButtons = Object.keys(greetingTasks) as GreetingButton[];

const iconOfButton: Record<GreetingButton, typeof IconPlus> = {
  create: IconPlus,
  continue: IconRefresh,
  upload: IconFileUpload,
  refund: IconCash,
};

interface GreetingPanelProps {
  greeting: Greeting | undefined;
  isLoading: boolean;
  isFailed: boolean;
  language: ChatLanguage;
  /** A reply is awaited: the buttons wait too. */
  isWaiting: boolean;
  onStart: (button: GreetingButton) => void;
}

/**
 * The greeting and its four task buttons (spec: create, continue, upload, refund), each enabled
 * as the server says; a failed greeting gives the spec's error reply.
 */
export function GreetingPanel({
  greeting,
  isLoading,
  isFailed,
  language,
  isWaiting,
  onStart,
}: GreetingPanelProps) {
  const { t } = useChatTexts();
  let text = greeting?.answerContent || t("greeting.fallback");
  if (isFailed) text = chatErrorTexts.sendFailed[language];

  return (
    <Stack gap={6}>
      {isLoading ? (
        <TypingIndicator label={t("typing")} />
      ) : (
        <Paper
          px="sm"
          py={6}
          radius="lg"
          bg={isFailed ? "var(--mantine-color-red-0)" : "var(--mantine-color-gray-1)"}
          maw="88%"
        >
          <BotMarkdown text={text} />
        </Paper>
      )}
      <Group gap={6} role="group" aria-label={t("greeting.tasks")}>
        {greetingButtons.map((button) => {
          const Icon = iconOfButton[button];
          return (
            <Button
              key={button}
              size="compact-sm"
              variant="light"
              leftSection={<Icon size={14} aria-hidden />}
              disabled={!greeting?.enabledButtons[button] || isWaiting}
              onClick={() => onStart(button)}
            >
              {t(`greeting.buttons.${button}`)}
            </Button>
          );
        })}
      </Group>
    </Stack>
  );
}
