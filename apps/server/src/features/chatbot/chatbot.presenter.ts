import type {
  AgentType,
  AnswerType,
  ChatLanguage,
  ChatTaskName,
} from "@portal/contract/chatbot/chatbot.constants";
import {
  type ChatHistoryItem,
  type ChatReplyData,
  type ChatResponseItem,
  chatReplyDataSchema,
} from "@portal/contract/chatbot/chatbot.schema";
import type { ChatMessageRow } from "./chatbot.repository";
import type { ChatReply } from "./engine/chat-reply";

/** One reply item of send-message: Navi's reply with the session, language and time stamped on it. */
export function toResponseItem(
  reply: ChatReply,
  meta: { sessionId: string; agentType: AgentType; language: ChatLanguage; timestamp: string },
): ChatResponseItem {
  return {
    answerContent: reply.text,
    agentType: meta.agentType,
    taskName: reply.taskName,
    data: reply.data,
    dataError: reply.dataError,
    answerType: reply.answerType,
    language: meta.language,
    enableAttachButton: reply.enableAttachButton,
    timestamp: meta.timestamp,
    sources: [],
    sessionId: meta.sessionId,
    isSuccess: true,
    errorMessage: null,
  };
}

/** A reply's data as stored (JSON), and back; stored data that no longer reads is left out. */
export function storedData(data: ChatReplyData | null): string | null {
  return data ? JSON.stringify(data) : null;
}

function readData(json: string | null): ChatReplyData | null {
  if (!json) return null;
  try {
    const parsed = chatReplyDataSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function toHistoryItem(row: ChatMessageRow): ChatHistoryItem {
  return {
    text: row.text,
    isFromUser: row.isFromUser === 1,
    channelId: row.sessionId,
    taskName: row.taskName as ChatTaskName | null,
    data: readData(row.data),
    answerType: row.answerType as AnswerType,
    language: row.language as ChatLanguage,
    timestamp: row.timestamp,
  };
}
