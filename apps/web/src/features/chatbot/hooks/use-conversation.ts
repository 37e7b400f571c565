import {
  type ChatLanguage,
  type GreetingButton,
  greetingTasks,
} from "@portal/contract/chatbot/chatbot.constants";
import type {
  ChatButton,
  ChatEvent,
  ChatForm,
  ChatTicket,
  SendMessageFields,
} from "@portal/contract/chatbot/chatbot.schema";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useReducer, useRef, useState } from "react";
import { isSessionExpired } from "../../../lib/api-error-handler";
import { endExpiredSession } from "../../../lib/session-expiry";
import { useChatbotBasePath } from "../api/chatbot-request";
import { historyQueryOptions } from "../api/get-history";
import { useNewConversation } from "../api/new-conversation";
import { useSendMessage } from "../api/send-message";
import type { ChatFormValues } from "../chat-form-values";
import { readChatSession, saveChatSession } from "../chat-storage";
import { type Conversation, conversationReducer, emptyConversation } from "../conversation";

/** What one user action sends: the text parts (the rest filled from the session) and files. */
interface Outgoing {
  fields: Partial<SendMessageFields>;
  files?: File[];
  /** The message acted on (a form, buttons): enabled again when the send fails. */
  retryMessageId?: number | null;
  /** Start a new conversation first even when a session is held (the greeting buttons). */
  isFresh?: boolean;
}

const eventData = (event: ChatEvent) => JSON.stringify(event);

function initialConversation(account: string | undefined): Conversation {
  const stored = account ? readChatSession(account) : null;
  return stored
    ? emptyConversation(stored.sessionId, stored.agentType, stored.taskName)
    : emptyConversation();
}

/**
 * The conversation with Navi: its session (kept in sessionStorage so a reload resumes it from
 * the history), its messages, and the user's actions. The chat's language is the one chosen in
 * the window (sent with every message), else the latest reply's, else `fallbackLanguage`; failures become the spec's error reply in it, and a 403 ends the portal
 * session as everywhere.
 */
export function useConversation(
  account: string | undefined,
  fallbackLanguage: ChatLanguage,
  chosenLanguage: ChatLanguage | null = null,
) {
  const [state, dispatch] = useReducer(conversationReducer, account, initialConversation);
  const language = chosenLanguage ?? state.language ?? fallbackLanguage;
  const [isResuming, setResuming] = useState(false);
  const send = useSendMessage();
  const newConversation = useNewConversation();
  const queryClient = useQueryClient();
  const basePath = useChatbotBasePath();
  // Bumped when the chat is closed: answers to calls made before are dropped.
  const epoch = useRef(0);
  const hasResumed = useRef(false);

  const { sessionId, agentType, taskName } = state;
  useEffect(() => {
    saveChatSession(account && sessionId ? { account, sessionId, agentType, taskName } : null);
  }, [account, sessionId, agentType, taskName]);

  function fail(error: unknown, retryMessageId: number | null) {
    if (isSessionExpired(error)) {
      dispatch({ type: "settled" });
      endExpiredSession();
    } else dispatch({ type: "failed", language, retryMessageId });
  }

  async function exchange({ fields, files = [], retryMessageId = null, isFresh = false }: Outgoing) {
    const current = epoch.current;
    try {
      let session = isFresh ? null : state.sessionId;
      // Spec: a new conversation is started when a chat starts.
      if (!session) {
        session = (await newConversation.mutateAsync()).sessionId;
        if (current !== epoch.current) return;
        dispatch({ type: "started", sessionId: session });
      }
      const items = await send.mutateAsync({
        fields: {
          message: "",
          data: "",
          account: account ?? "",
          questionType: "text",
          taskName: (isFresh ? null : state.taskName) ?? "",
          agentType: (isFresh ? null : state.agentType) ?? "",
          sessionId: session,
          timestamp: "",
          language: chosenLanguage ?? "",
          ...fields,
        },
        files,
      });
      if (current === epoch.current) dispatch({ type: "replied", items });
    } catch (error) {
      if (current === epoch.current) fail(error, retryMessageId);
    }
  }

  /** A typed message, with the files attached to it. */
  function sendText(text: string, files: File[]) {
    dispatch({ type: "sent", text, fileNames: files.map((file) => file.name) });
    void exchange({ fields: { message: text, questionType: files.length > 0 ? "image" : "text" }, files });
  }

  /** A greeting button: a fresh conversation, opened with the task's canned message. */
  function startTask(button: GreetingButton, cannedText: string) {
    epoch.current += 1;
    dispatch({ type: "reset", sessionId: null });
    dispatch({ type: "sent", text: cannedText });
    void exchange({ fields: { message: cannedText, taskName: greetingTasks[button] }, isFresh: true });
  }

  /** A quick reply, task, guideline or ticket button of a bot message. */
  function pressButton(messageId: number, button: ChatButton) {
    dispatch({ type: "sent", text: button.label });
    void exchange({
      fields: {
        message: button.label,
        data: eventData({ event: "button", kind: button.kind, value: button.value }),
        questionType: "json",
        ...(button.taskName ? { taskName: button.taskName } : {}),
      },
      retryMessageId: messageId,
    });
  }

  function pickTicket(messageId: number, ticket: ChatTicket) {
    pressButton(messageId, { kind: "ticket", label: ticket.label, value: String(ticket.id) });
  }

  /** A form submitted: a structured event carrying the form's revision (never parsed as text). */
  function submitForm(messageId: number, form: ChatForm, values: ChatFormValues, files: File[] = []) {
    dispatch({ type: "sent", fileNames: files.map((file) => file.name), submitted: true });
    void exchange({
      fields: {
        data: eventData({ event: "submit", revision: form.revision, values }),
        questionType: "json",
        taskName: form.taskName,
      },
      files,
      retryMessageId: messageId,
    });
  }

  /** On opening: a stored session (a reload) is read back from the history, once. */
  async function resume() {
    const stored = state.sessionId;
    if (!stored || hasResumed.current || state.messages.length > 0) return;
    hasResumed.current = true;
    const current = epoch.current;
    setResuming(true);
    try {
      const items = await queryClient.fetchQuery(historyQueryOptions(stored, basePath));
      if (current === epoch.current) dispatch({ type: "resumed", sessionId: stored, items });
    } catch (error) {
      if (isSessionExpired(error)) endExpiredSession();
      // A session the server no longer knows: the next message starts a new one.
      else if (current === epoch.current) dispatch({ type: "reset", sessionId: null });
    } finally {
      setResuming(false);
    }
  }

  /** Closing ends the conversation: the next chat starts a new one (spec). */
  function close() {
    epoch.current += 1;
    hasResumed.current = true;
    dispatch({ type: "reset", sessionId: null });
  }

  return {
    state,
    language,
    isResuming,
    actions: { sendText, startTask, pressButton, pickTicket, submitForm, resume, close },
  };
}

export type ConversationControls = ReturnType<typeof useConversation>;
