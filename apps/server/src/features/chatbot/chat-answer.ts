import { type ChatLanguage, chatTaskNames } from "@portal/contract/chatbot/chatbot.constants";
import type { ChatEvent, ChatResponseItem } from "@portal/contract/chatbot/chatbot.schema";
import type { FastifyBaseLogger } from "fastify";
import type { AppDeps } from "../../app-deps";
import { companyToday } from "../../lib/company-date";
import type { SessionClaims } from "../auth/token";
import { asChatLanguage, stationChoices } from "./chat-session";
import { chatText, taskLabel } from "./chat-texts";
import type { ChatMessageInput } from "./chat-upload";
import { storedData, toResponseItem } from "./chatbot.presenter";
import type { ChatSessionRow } from "./chatbot.repository";
import * as chats from "./chatbot.repository";
import type { ChatCommand, EventCommand } from "./engine/chat-commands";
import type { ChatContext } from "./engine/chat-context";
import { runCommands } from "./engine/chat-engine";
import { parseState, topFrame } from "./engine/chat-state";
import { interpretByLlm } from "./engine/llm-interpreter";
import { interpretByRules } from "./engine/rule-interpreter";
import { agentOf } from "./flows/flows";
import { detectLanguage } from "./nlu/detect-language";

/** The language is read from the user's first texts; after these it stays. */
const languageDetectionTexts = 3;

/**
 * The language of a text, when it is clear: station names in kanji inside an English or
 * Vietnamese sentence ("from 新宿 to 東京") do not make it Japanese.
 */
function clearLanguageOf(text: string): ChatLanguage | null {
  const detected = detectLanguage(text);
  if (detected !== "ja") return detected;
  const japanese = text.match(/[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/gu)?.length ?? 0;
  const latin = text.match(/\p{Script=Latin}/gu)?.length ?? 0;
  return japanese >= latin ? "ja" : null;
}

export interface IncomingMessage extends ChatMessageInput {
  event: ChatEvent | undefined;
}

function eventCommand(event: ChatEvent): EventCommand {
  if (event.event === "submit") return { type: "submitForm", revision: event.revision, values: event.values };
  if (event.event === "button") return { type: "pressButton", kind: event.kind, value: event.value };
  return { type: "cancel" };
}

/**
 * What the message asks for: a structured event as it is; a text through the language model when
 * one is configured (and answers validly), else the rules. A taskName sent with the opening
 * message of a fresh conversation (the greeting buttons) starts that task.
 */
async function commandsOf(
  ctx: ChatContext,
  message: IncomingMessage,
  log: FastifyBaseLogger,
): Promise<ChatCommand[]> {
  if (message.event) return [eventCommand(message.event)];
  const text = message.fields.message.trim();
  const llm = ctx.deps.config.chatbot.llm;
  let commands: ChatCommand[] = [];
  if (text) {
    commands = (llm && (await interpretByLlm(llm, ctx, text, log))) || (await interpretByRules(ctx, text));
  }
  const task = message.fields.taskName;
  if (task && ctx.state.stack.length === 0) {
    const fills = commands.filter(
      (command) => command.type === "setField" || command.type === "correctField",
    );
    commands = [{ type: "startTask", task }, ...fills];
  }
  if (commands.length === 0 && ctx.files.length === 0) commands = [{ type: "menu" }];
  return commands;
}

/** The user's message as the history shows it. */
function userText(ctx: ChatContext, message: IncomingMessage): string {
  const { event } = message;
  const lines: string[] = [];
  if (event?.event === "submit") lines.push(chatText(ctx.language, "userSubmitted"));
  else if (event?.event === "cancel") lines.push(chatText(ctx.language, "userCancelled"));
  else if (event?.event === "button") {
    const task = chatTaskNames.find((name) => name === event.value);
    lines.push(event.kind === "task" && task ? taskLabel(ctx.language, task) : event.value);
  } else if (message.fields.message.trim()) lines.push(message.fields.message.trim());
  for (const file of message.files) lines.push(`📎 ${file.fileName}`);
  return lines.join("\n");
}

/**
 * Answers one message of a session: reads the state, runs the commands, and writes the state
 * (conditionally on its version) with the message and the replies, in one transaction.
 */
export async function answerMessage(
  deps: AppDeps,
  session: SessionClaims,
  row: ChatSessionRow,
  message: IncomingMessage,
  log: FastifyBaseLogger,
): Promise<ChatResponseItem[]> {
  const state = parseState(row.state);
  let version = row.version;
  const text = message.fields.message.trim();
  let language = asChatLanguage(row.language);
  const chosen = message.fields.language;
  if (chosen) {
    // Chosen in the chat window: it holds, whatever the words of the messages.
    language = chosen;
  } else if (!message.event && text) {
    if (state.userTexts < languageDetectionTexts) language = clearLanguageOf(text) ?? language;
  }
  if (!message.event && text) state.userTexts += 1;
  const agentNow = () => agentOf(topFrame(state)?.task);
  const sessionValues = () => ({
    language,
    agentType: agentNow(),
    state: JSON.stringify(state),
    updatedAt: deps.clock.now().toISOString(),
  });
  const ctx: ChatContext = {
    deps,
    session,
    language,
    today: companyToday(deps),
    state,
    files: message.files,
    stations: () => stationChoices(deps.db),
    async claim() {
      if (!(await chats.updateSessionIfVersion(deps.db, row.id, version, sessionValues()))) return false;
      version += 1;
      return true;
    },
  };
  const received = userText(ctx, message);
  const replies = await runCommands(ctx, await commandsOf(ctx, message, log));
  const timestamp = deps.clock.now().toISOString();
  const agentType = agentNow();
  const saved = await deps.db.transaction().execute(async (trx) => {
    const isSaved = await chats.updateSessionIfVersion(trx, row.id, version, sessionValues());
    await chats.insertMessages(trx, [
      {
        sessionId: row.id,
        isFromUser: 1,
        text: received,
        taskName: message.fields.taskName || null,
        data: null,
        answerType: "text",
        language,
        timestamp,
      },
      ...replies.map((reply) => ({
        sessionId: row.id,
        isFromUser: 0,
        text: reply.text,
        taskName: reply.taskName,
        data: storedData(reply.data),
        answerType: reply.answerType,
        language,
        timestamp,
      })),
    ]);
    return isSaved;
  });
  if (!saved) log.warn({ sessionId: row.id }, "chat state written by another message meanwhile; kept theirs");
  return replies.map((reply) => toResponseItem(reply, { sessionId: row.id, agentType, language, timestamp }));
}
