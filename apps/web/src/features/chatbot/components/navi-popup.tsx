import { Affix, Center, Overlay, Paper, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import type { ChatLanguage } from "@portal/contract/chatbot/chatbot.constants";
import type { Greeting } from "@portal/contract/chatbot/chatbot.schema";
import { SidebarLayout } from "@portal/contract/common/constants";
import { type DragEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { useChatAttachments } from "../hooks/use-chat-attachments";
import { useChatTexts } from "../hooks/use-chat-texts";
import type { ConversationControls } from "../hooks/use-conversation";
import { ChatComposer } from "./chat-composer";
import { ChatHeader } from "./chat-header";
import { ChatMessageList } from "./chat-message-list";
import { GreetingPanel } from "./greeting-panel";

/** The bottom-right gap of the popup and the floating button, px. */
export const naviOffset = 24;

export interface NaviPopupProps {
  /** Shown; a minimised popup stays mounted (drafts and forms kept) but hidden. */
  isOpen: boolean;
  conversation: ConversationControls;
  greeting: { data: Greeting | undefined; isLoading: boolean; isError: boolean };
  onMinimise: () => void;
  onClose: () => void;
  onHide: () => void;
  /** The user chose the chat's language in its header (remembered). */
  onChooseLanguage: (language: ChatLanguage) => void;
}

/**
 * The chat window: header, conversation and composer; bottom right, or the whole screen at
 * 500 px or less. Files may be dropped on it when the latest reply allows attachments; Escape
 * minimises it.
 */
export function NaviPopup({
  isOpen,
  conversation,
  greeting,
  onMinimise,
  onClose,
  onHide,
  onChooseLanguage,
}: NaviPopupProps) {
  const { t } = useChatTexts();
  const isMobile = useMediaQuery(`(max-width: ${SidebarLayout.hideMaxWidth}px)`, false, {
    getInitialValueInEffect: false,
  });
  const titleId = useId();
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const attachments = useChatAttachments();
  const [isDragging, setDragging] = useState(false);
  const { state, language, isResuming, actions } = conversation;

  useEffect(() => {
    if (isOpen) inputRef.current?.focus();
  }, [isOpen]);

  function handleDragOver(event: DragEvent<HTMLDivElement>) {
    if (!state.canAttach) return;
    event.preventDefault();
    setDragging(true);
  }

  function handleDragLeave(event: DragEvent<HTMLDivElement>) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
  }

  function handleDrop(event: DragEvent<HTMLDivElement>) {
    if (!state.canAttach) return;
    event.preventDefault();
    setDragging(false);
    attachments.add([...event.dataTransfer.files]);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === "Escape" && !event.defaultPrevented) onMinimise();
  }

  return (
    <Affix
      position={
        isMobile ? { top: 0, left: 0, right: 0, bottom: 0 } : { bottom: naviOffset, right: naviOffset }
      }
      display={isOpen ? undefined : "none"}
    >
      <Paper
        role="dialog"
        aria-labelledby={titleId}
        shadow="xl"
        radius={isMobile ? 0 : "lg"}
        withBorder={!isMobile}
        w={isMobile ? "100vw" : 400}
        maw="100vw"
        h={isMobile ? "100dvh" : `min(640px, calc(100dvh - ${2 * naviOffset}px))`}
        pos="relative"
        style={{ display: "flex", flexDirection: "column", overflow: "hidden" }}
        onKeyDown={handleKeyDown}
        onDragOver={handleDragOver}
        onDragLeave={handleDragLeave}
        onDrop={handleDrop}
      >
        <ChatHeader
          titleId={titleId}
          language={language}
          onChooseLanguage={onChooseLanguage}
          onMinimise={onMinimise}
          onClose={onClose}
          onHide={onHide}
        />
        <ChatMessageList
          greeting={
            <GreetingPanel
              greeting={greeting.data}
              isLoading={greeting.isLoading}
              isFailed={greeting.isError}
              language={language}
              isWaiting={state.isWaiting}
              onStart={(button) => actions.startTask(button, t(`greeting.canned.${button}`))}
            />
          }
          messages={state.messages}
          isWaiting={state.isWaiting}
          isResuming={isResuming}
          actions={{
            onButton: actions.pressButton,
            onTicket: actions.pickTicket,
            onSubmit: actions.submitForm,
          }}
        />
        <ChatComposer
          canAttach={state.canAttach}
          attachments={attachments}
          isWaiting={state.isWaiting}
          onSend={actions.sendText}
          inputRef={inputRef}
        />
        {isDragging && (
          <Overlay color="#fff" backgroundOpacity={0.9} blur={1} zIndex={5}>
            <Center h="100%" p="md">
              <Text fw={600} ta="center">
                {t("composer.drop")}
              </Text>
            </Center>
          </Overlay>
        )}
      </Paper>
    </Affix>
  );
}
