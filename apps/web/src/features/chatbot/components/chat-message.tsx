import { Group, List, Paper, Stack, Text, VisuallyHidden } from "@mantine/core";
import type {
  ChatButton,
  ChatForm as ChatFormData,
  ChatTicket,
} from "@portal/contract/chatbot/chatbot.schema";
import { IconPaperclip } from "@tabler/icons-react";
import type { ChatFormValues } from "../chat-form-values";
import type { ChatMessage as Message } from "../conversation";
import { useChatTexts } from "../hooks/use-chat-texts";
import { BotMarkdown } from "./bot-markdown";
import { ChatForm } from "./forms/chat-form";
import { ReplyButtons } from "./reply-buttons";
import { TicketList } from "./ticket-list";

/** What a user can do with a bot message. */
export interface MessageActions {
  onButton: (messageId: number, button: ChatButton) => void;
  onTicket: (messageId: number, ticket: ChatTicket) => void;
  onSubmit: (messageId: number, form: ChatFormData, values: ChatFormValues, files: File[]) => void;
}

interface ChatMessageProps {
  message: Message;
  /** A reply is awaited: nothing else can be sent meanwhile. */
  isWaiting: boolean;
  /** The newest form revision of the conversation; an older form is shown disabled. */
  newestRevision: number | null;
  actions: MessageActions;
}

function FileNames({ names }: { names: string[] }) {
  const { t } = useChatTexts();
  if (names.length === 0) return null;
  return (
    <List
      size="xs"
      spacing={2}
      mt={4}
      aria-label={t("attached")}
      icon={<IconPaperclip size={12} aria-hidden />}
    >
      {names.map((name) => (
        <List.Item key={name} style={{ overflowWrap: "anywhere" }}>
          {name}
        </List.Item>
      ))}
    </List>
  );
}

/** One bubble: the user's text, or the bot's markdown with its buttons, tickets or form. */
export function ChatMessage({ message, isWaiting, newestRevision, actions }: ChatMessageProps) {
  const { t } = useChatTexts();
  const { isFromUser, data } = message;
  const form = data?.form ?? null;
  const isInactive =
    message.isDisabled || (form !== null && newestRevision !== null && form.revision < newestRevision);
  const hasText = message.text.trim() !== "" || message.fileNames.length > 0;

  let background = "var(--mantine-color-gray-1)";
  if (isFromUser) background = "var(--mantine-primary-color-filled)";
  else if (message.isError) background = "var(--mantine-color-red-0)";

  return (
    <Group justify={isFromUser ? "flex-end" : "flex-start"} wrap="nowrap" align="flex-start">
      <Stack gap={6} maw={form ? "100%" : "88%"} w={form ? "100%" : undefined}>
        {hasText && (
          <Paper
            px="sm"
            py={6}
            radius="lg"
            bg={background}
            c={isFromUser ? "white" : undefined}
            style={{ alignSelf: isFromUser ? "flex-end" : "flex-start" }}
          >
            <VisuallyHidden>{isFromUser ? t("from.user") : t("from.bot")}</VisuallyHidden>
            {isFromUser ? (
              <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
                {message.text}
              </Text>
            ) : (
              <BotMarkdown text={message.text} />
            )}
            <FileNames names={message.fileNames} />
          </Paper>
        )}
        {data && !isFromUser && (
          <>
            <ReplyButtons
              buttons={data.buttons}
              isDisabled={message.isDisabled || isWaiting}
              onPress={(button) => actions.onButton(message.id, button)}
            />
            <TicketList
              tickets={data.tickets}
              isDisabled={message.isDisabled || isWaiting}
              onPick={(ticket) => actions.onTicket(message.id, ticket)}
            />
            {form && (
              <ChatForm
                form={form}
                dataError={message.dataError}
                isDisabled={isInactive || isWaiting}
                isInactive={isInactive}
                onSubmit={(values, files) => actions.onSubmit(message.id, form, values, files)}
              />
            )}
          </>
        )}
      </Stack>
    </Group>
  );
}
