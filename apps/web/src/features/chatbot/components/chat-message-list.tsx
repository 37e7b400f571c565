import { Stack } from "@mantine/core";
import { UiTimings } from "@portal/contract/common/constants";
import { type ReactNode, useEffect, useRef } from "react";
import { type ChatMessage as Message, newestRevision } from "../conversation";
import { useChatTexts } from "../hooks/use-chat-texts";
import { ChatMessage, type MessageActions } from "./chat-message";
import { TypingIndicator } from "./typing-indicator";

interface ChatMessageListProps {
  /** The greeting shown above the conversation. */
  greeting: ReactNode;
  messages: Message[];
  isWaiting: boolean;
  isResuming: boolean;
  actions: MessageActions;
}

/**
 * The conversation, announced as it grows (role log), with a typing indicator while a reply is
 * awaited; it scrolls to the newest message 100 ms after each change (spec: chat scroll delay).
 */
export function ChatMessageList({
  greeting,
  messages,
  isWaiting,
  isResuming,
  actions,
}: ChatMessageListProps) {
  const { t } = useChatTexts();
  const viewport = useRef<HTMLDivElement>(null);
  const newest = newestRevision(messages);
  const last = messages.at(-1);

  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls whenever the last message or the waiting state changes
  useEffect(() => {
    const timer = setTimeout(() => {
      const element = viewport.current;
      if (element) element.scrollTop = element.scrollHeight;
    }, UiTimings.chatScrollDelayMs);
    return () => clearTimeout(timer);
  }, [last, isWaiting, isResuming]);

  return (
    <Stack
      ref={viewport}
      gap="sm"
      p="sm"
      flex={1}
      role="log"
      aria-label={t("log")}
      // The region scrolls, so it must be reachable by keyboard.
      tabIndex={0}
      style={{ overflowY: "auto", minHeight: 0 }}
    >
      {greeting}
      {messages.map((message) => (
        <ChatMessage
          key={message.id}
          message={message}
          isWaiting={isWaiting}
          newestRevision={newest}
          actions={actions}
        />
      ))}
      {isResuming && <TypingIndicator label={t("resuming")} />}
      {isWaiting && <TypingIndicator label={t("typing")} />}
    </Stack>
  );
}
