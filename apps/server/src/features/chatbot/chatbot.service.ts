import { type ChatLanguage, ChatLimits, chatErrorTexts } from "@portal/contract/chatbot/chatbot.constants";
import {
  type ChatHistoryItem,
  type ChatResponseItem,
  chatEventSchema,
  type Greeting,
} from "@portal/contract/chatbot/chatbot.schema";
import { HttpStatus } from "@portal/contract/common/http";
import type { FastifyBaseLogger } from "fastify";
import type { AppDeps } from "../../app-deps";
import { AppError } from "../../lib/app-error";
import { languageOfNationality } from "../../lib/nationality-language";
import { nameForLanguage } from "../../lib/person-name";
import type { SessionClaims } from "../auth/token";
import { answerMessage } from "./chat-answer";
import { asChatLanguage, createChatSession, findOwnSession, inSessionOrder } from "./chat-session";
import { chatText } from "./chat-texts";
import { ChatbotMessages, type ChatMessageInput } from "./chat-upload";
import { toHistoryItem } from "./chatbot.presenter";
import * as chats from "./chatbot.repository";
import { ownTickets, ticketCandidates, waitsForEvidence } from "./engine/chat-tickets";

/** Whether `id` names the caller: their account (any case) or employee id. */
function namesCaller(session: SessionClaims, id: string): boolean {
  return id.toLowerCase() === session.account.toLowerCase() || id === String(session.employeeId);
}

/**
 * GET greeting/{id}: Navi's greeting in the caller's language (the one they chose in the chat
 * window, else their nationality's) and the
 * greeting buttons they can use now, by the commuting tickets' rules: continue with a ticket that
 * may be continued, upload with one waiting for evidence, refund with one that may be cancelled.
 */
export async function getGreeting(
  deps: AppDeps,
  session: SessionClaims,
  id: string,
  chosenLanguage?: ChatLanguage,
): Promise<Greeting> {
  if (!namesCaller(session, id))
    throw new AppError(HttpStatus.permissionDenied, ChatbotMessages.accountMismatch);
  const [employee, tickets] = await Promise.all([
    chats.findEmployeeNationality(deps.db, session.employeeId),
    ownTickets(deps, session),
  ]);
  if (!employee) throw AppError.sessionExpired();
  const language = chosenLanguage ?? languageOfNationality(employee.nationality);
  return {
    nation: employee.nationality ?? "",
    language,
    answerContent: chatText(language, "greeting", {
      name: nameForLanguage(language, employee.fullNameJp, employee.displayName),
    }),
    enabledButtons: {
      create: true,
      continue: ticketCandidates.continue(tickets).length > 0,
      upload: tickets.some(waitsForEvidence),
      refund: ticketCandidates.refund(tickets).length > 0,
    },
  };
}

/**
 * POST new-conversation: a fresh session. The caller's other sessions are left alone: a chat open
 * in another tab or on another device keeps its task.
 */
export async function newConversation(deps: AppDeps, session: SessionClaims): Promise<{ sessionId: string }> {
  const row = await createChatSession(deps, session.employeeId);
  return { sessionId: row.id };
}

/** GET history/{sessionId}: the messages of one of the caller's sessions, oldest first. */
export async function getHistory(
  deps: AppDeps,
  session: SessionClaims,
  sessionId: string,
): Promise<ChatHistoryItem[]> {
  const row = await findOwnSession(deps, session.employeeId, sessionId);
  if (!row) throw AppError.notFound();
  return (await chats.findMessages(deps.db, row.id, ChatLimits.historyLimit)).map(toHistoryItem);
}

function parseEvent(data: string) {
  if (!data.trim()) return undefined;
  try {
    const parsed = chatEventSchema.safeParse(JSON.parse(data));
    if (parsed.success) return parsed.data;
  } catch {
    // Not JSON: refused below.
  }
  throw AppError.field("data", ChatbotMessages.eventInvalid);
}

/**
 * POST send-message: `account` must be the caller's (or empty); a session that is not the
 * caller's own (or none) starts a new one, which the reply names. A failure of the engine itself
 * is answered as the spec's failed send (isSuccess false), the conversation left as it was.
 */
export async function sendMessage(
  deps: AppDeps,
  session: SessionClaims,
  input: ChatMessageInput,
  log: FastifyBaseLogger,
): Promise<ChatResponseItem[]> {
  const { fields } = input;
  if (fields.account && !namesCaller(session, fields.account)) {
    throw new AppError(HttpStatus.permissionDenied, ChatbotMessages.accountMismatch);
  }
  const event = parseEvent(fields.data);
  const existing = await findOwnSession(deps, session.employeeId, fields.sessionId);
  const row = existing ?? (await createChatSession(deps, session.employeeId));
  return inSessionOrder(row.id, async () => {
    const fresh = (await chats.findSession(deps.db, row.id)) ?? row;
    try {
      return await answerMessage(deps, session, fresh, { ...input, event }, log);
    } catch (error) {
      if (error instanceof AppError) throw error;
      log.error({ err: error }, "chat message failed");
      const language = asChatLanguage(fresh.language);
      return [
        {
          answerContent: chatErrorTexts.sendFailed[language],
          agentType: "navi",
          taskName: null,
          data: null,
          dataError: null,
          answerType: "error",
          language,
          enableAttachButton: false,
          timestamp: deps.clock.now().toISOString(),
          sources: [],
          sessionId: fresh.id,
          isSuccess: false,
          errorMessage: chatErrorTexts.generic[language],
        },
      ];
    }
  });
}
