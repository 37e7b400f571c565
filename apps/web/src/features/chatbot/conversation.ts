import {
  type AgentType,
  type AnswerType,
  type ChatLanguage,
  type ChatTaskName,
  chatErrorTexts,
} from "@portal/contract/chatbot/chatbot.constants";
import type {
  ChatDataError,
  ChatHistoryItem,
  ChatReplyData,
  ChatResponseItem,
} from "@portal/contract/chatbot/chatbot.schema";

/** One bubble of the chat (spec: chat message). */
export interface ChatMessage {
  id: number;
  isFromUser: boolean;
  /** Markdown for the bot, plain text for the user. */
  text: string;
  data: ChatReplyData | null;
  /** Field errors or a general error of the form this message carries. */
  dataError: ChatDataError | null;
  answerType: AnswerType;
  /** Buttons, tickets and the form no longer answer: the conversation moved on. */
  isDisabled: boolean;
  /** The spec's error reply (a failed send, an unsuccessful or empty answer). */
  isError: boolean;
  /** Names of the files a user's message carried. */
  fileNames: string[];
}

/**
 * The chat's session (spec: it starts with none, takes sessionId and agentType from each reply,
 * a new conversation clears it) and its messages.
 */
export interface Conversation {
  sessionId: string | null;
  agentType: AgentType | null;
  taskName: ChatTaskName | null;
  /** The language of the latest reply; null until one came. */
  language: ChatLanguage | null;
  /** The latest reply allows attachments. */
  canAttach: boolean;
  messages: ChatMessage[];
  isWaiting: boolean;
  nextId: number;
}

export type ConversationAction =
  /** A new conversation (or none, when the chat is closed): everything but the ids is dropped. */
  | { type: "reset"; sessionId: string | null }
  /** The user acted: earlier bot messages are disabled; a text (or files) is shown as theirs. */
  /** `submitted`: a form was sent, which ends every form before it (a text or a button does not). */
  | { type: "sent"; text?: string; fileNames?: string[]; submitted?: boolean }
  | { type: "replied"; items: ChatResponseItem[] }
  /** A new conversation began for the message being sent: its session, nothing answered yet. */
  | { type: "started"; sessionId: string }
  /** The send failed: the spec's error reply; the message acted on is enabled again for a retry. */
  | { type: "failed"; language: ChatLanguage; retryMessageId: number | null }
  /** A stopped send (the user closed the chat) leaves no trace. */
  | { type: "settled" }
  | { type: "resumed"; sessionId: string; items: ChatHistoryItem[] };

export function emptyConversation(
  sessionId: string | null = null,
  agentType: AgentType | null = null,
  taskName: ChatTaskName | null = null,
): Conversation {
  return {
    sessionId,
    agentType,
    taskName,
    language: null,
    canAttach: false,
    messages: [],
    isWaiting: false,
    nextId: 1,
  };
}

type NewMessage = Pick<ChatMessage, "isFromUser" | "text"> & Partial<Omit<ChatMessage, "id">>;

function withMessage(state: Conversation, message: NewMessage): Conversation {
  const full: ChatMessage = {
    data: null,
    dataError: null,
    answerType: "text",
    isDisabled: false,
    isError: false,
    fileNames: [],
    ...message,
    id: state.nextId,
  };
  return { ...state, messages: [...state.messages, full], nextId: state.nextId + 1 };
}

const hasData = (data: ChatReplyData | null) =>
  data !== null && (data.form !== null || data.buttons.length > 0 || data.tickets.length > 0);

/** The newest form revision of the conversation: any older form is shown disabled. */
export function newestRevision(messages: readonly ChatMessage[]): number | null {
  let newest: number | null = null;
  for (const message of messages) {
    const revision = message.data?.form?.revision;
    if (revision !== undefined && (newest === null || revision > newest)) newest = revision;
  }
  return newest;
}

/**
 * Spec: "If the server returns dataError without data, the last message is updated and
 * re-enabled for resubmission": the newest bot message with a form takes the errors.
 */
function withFormErrors(state: Conversation, item: ChatResponseItem): Conversation | null {
  const index = state.messages.findLastIndex((message) => !message.isFromUser && message.data?.form);
  const target = state.messages[index];
  if (!target || item.dataError === null) return null;
  // A general text sent beside field errors is kept as the form's general error.
  const dataError =
    typeof item.dataError === "object" && !item.dataError.ErrorMessage && item.answerContent.trim()
      ? { ...item.dataError, ErrorMessage: item.answerContent }
      : item.dataError;
  const messages = [...state.messages];
  messages[index] = { ...target, dataError, isDisabled: false };
  return { ...state, messages };
}

function withReply(state: Conversation, item: ChatResponseItem): Conversation {
  const session: Conversation = {
    ...state,
    sessionId: item.sessionId || state.sessionId,
    agentType: item.agentType,
    taskName: item.taskName ?? state.taskName,
    language: item.language,
    canAttach: item.enableAttachButton,
  };
  if (item.dataError !== null && item.data === null) {
    const updated = withFormErrors(session, item);
    if (updated) return updated;
  }
  const text = item.answerContent.trim() ? item.answerContent : (item.errorMessage ?? "");
  if (!item.isSuccess || (!text.trim() && !hasData(item.data))) {
    return withMessage(session, {
      isFromUser: false,
      text: text.trim() || chatErrorTexts.generic[item.language],
      answerType: "error",
      isError: true,
    });
  }
  return withMessage(session, {
    isFromUser: false,
    text: item.answerContent,
    data: item.data,
    dataError: item.dataError,
    answerType: item.answerType,
  });
}

/**
 * A message sent: the bot's earlier buttons and lists can no longer be answered. A form stays
 * usable until the server shows a newer one (its revision decides, newestFormRevision): an
 * unclear message or a question in between does not take it away.
 */
function disableBotMessages(messages: ChatMessage[], keepsForms: boolean): ChatMessage[] {
  return messages.map((message) =>
    message.isFromUser || message.isDisabled || (keepsForms && message.data?.form)
      ? message
      : { ...message, isDisabled: true },
  );
}

function resumed(previous: Conversation, sessionId: string, items: ChatHistoryItem[]): Conversation {
  const lastBot = items.findLast((item) => !item.isFromUser);
  // The history has no agent type: the one stored with the session stays.
  let state: Conversation = {
    ...emptyConversation(sessionId, previous.agentType, lastBot?.taskName ?? previous.taskName),
    nextId: previous.nextId,
  };
  items.forEach((item, index) => {
    state = withMessage(state, {
      isFromUser: item.isFromUser,
      text: item.text,
      data: item.data,
      answerType: item.answerType,
      // Only a bot's last word can still be answered, and its newest form (by its revision).
      isDisabled: !item.isFromUser && index < items.length - 1 && !item.data?.form,
    });
  });
  return { ...state, language: items.at(-1)?.language ?? null };
}

export function conversationReducer(state: Conversation, action: ConversationAction): Conversation {
  switch (action.type) {
    case "reset":
      return { ...emptyConversation(action.sessionId), nextId: state.nextId };
    case "started":
      return { ...state, sessionId: action.sessionId, agentType: null, taskName: null };
    case "sent": {
      const messages = disableBotMessages(state.messages, !action.submitted);
      const next = { ...state, messages, isWaiting: true };
      const fileNames = action.fileNames ?? [];
      if (!action.text && fileNames.length === 0) return next;
      return withMessage(next, { isFromUser: true, text: action.text ?? "", fileNames });
    }
    case "replied":
      return { ...action.items.reduce(withReply, state), isWaiting: false };
    case "failed": {
      const messages = state.messages.map((message) =>
        message.id === action.retryMessageId ? { ...message, isDisabled: false } : message,
      );
      return withMessage(
        { ...state, messages, isWaiting: false },
        {
          isFromUser: false,
          text: chatErrorTexts.sendFailed[action.language],
          answerType: "error",
          isError: true,
        },
      );
    }
    case "settled":
      return { ...state, isWaiting: false };
    case "resumed":
      return resumed(state, action.sessionId, action.items);
  }
}
