import { ActionIcon, FileButton, Group, Pill, Stack, Text, Textarea } from "@mantine/core";
import { ChatLimits } from "@portal/contract/chatbot/chatbot.constants";
import { IconPaperclip, IconSend } from "@tabler/icons-react";
import { type FormEvent, type KeyboardEvent, type RefObject, useState } from "react";
import { chatFileAccept, chatFileKey } from "../chat-files";
import type { ChatAttachments } from "../hooks/use-chat-attachments";
import { useChatTexts } from "../hooks/use-chat-texts";

interface ChatComposerProps {
  /** The latest reply allows attachments (spec). */
  canAttach: boolean;
  attachments: ChatAttachments;
  isWaiting: boolean;
  onSend: (text: string, files: File[]) => void;
  inputRef: RefObject<HTMLTextAreaElement | null>;
}

/** The text box, the attach button (when allowed) and the send button; Enter sends. */
export function ChatComposer({ canAttach, attachments, isWaiting, onSend, inputRef }: ChatComposerProps) {
  const { t } = useChatTexts();
  const [text, setText] = useState("");
  const files = canAttach ? attachments.files : [];
  const canSend = !isWaiting && attachments.preparing === null && (text.trim() !== "" || files.length > 0);

  function send() {
    if (!canSend) return;
    onSend(text.trim(), files);
    setText("");
    attachments.clear();
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    send();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Enter while an input method is composing (Japanese, Vietnamese) confirms the text instead.
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  }

  return (
    <Stack gap={4} p="xs" style={{ borderTop: "1px solid var(--mantine-color-gray-3)" }}>
      {canAttach && files.length > 0 && (
        <Group gap={4} role="list" aria-label={t("composer.files")}>
          {files.map((file) => (
            <Pill
              key={chatFileKey(file)}
              role="listitem"
              withRemoveButton
              onRemove={() => attachments.remove(file)}
              removeButtonProps={{ "aria-label": t("composer.remove", { name: file.name }) }}
            >
              {file.name}
            </Pill>
          ))}
        </Group>
      )}
      {attachments.preparing && (
        <Text size="xs" c="gray.7" role="status">
          {t("composer.preparing", { name: attachments.preparing })}
        </Text>
      )}
      {canAttach && attachments.problem && (
        <Text size="xs" c="red.8" role="alert">
          {attachments.problem}
        </Text>
      )}
      <form onSubmit={handleSubmit}>
        <Group gap={4} wrap="nowrap" align="flex-end">
          {canAttach && (
            <FileButton onChange={attachments.add} accept={chatFileAccept} multiple>
              {(props) => (
                <ActionIcon
                  {...props}
                  variant="subtle"
                  size="lg"
                  aria-label={t("composer.attach")}
                  title={t("composer.attach")}
                  disabled={isWaiting || files.length >= ChatLimits.maxFiles}
                >
                  <IconPaperclip size={18} aria-hidden />
                </ActionIcon>
              )}
            </FileButton>
          )}
          <Textarea
            ref={inputRef}
            aria-label={t("composer.label")}
            placeholder={t("composer.placeholder")}
            autosize
            minRows={1}
            maxRows={4}
            maxLength={ChatLimits.messageMaxLength}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            onKeyDown={handleKeyDown}
            flex={1}
          />
          <ActionIcon
            type="submit"
            size="lg"
            aria-label={t("composer.send")}
            title={t("composer.send")}
            disabled={!canSend}
          >
            <IconSend size={18} aria-hidden />
          </ActionIcon>
        </Group>
      </form>
    </Stack>
  );
}
