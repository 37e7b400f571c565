import {
  type AgentType,
  agentTypes,
  type ChatLanguage,
  type ChatTaskName,
  chatLanguages,
  chatTaskNames,
} from "@portal/contract/chatbot/chatbot.constants";

/** Browser storage keys of the chat (the auth key is the session's `authKey`). */
export const chatStorageKeys = {
  /** sessionStorage: the open session, so a reload resumes it. */
  session: "naviSession",
  /** localStorage: the user hid the floating button. */
  hidden: "naviHidden",
  /** localStorage: the language the user chose in the chat window. */
  language: "naviLanguage",
} as const;

/** What a reload needs to resume: whose session, its id and who answered last. */
export interface StoredChatSession {
  account: string;
  sessionId: string;
  agentType: AgentType | null;
  taskName: ChatTaskName | null;
}

const oneOf = <T extends string>(values: readonly T[], value: unknown): T | null =>
  values.find((known) => known === value) ?? null;

/** The stored session of `account`, or null (none, unreadable, or another user's). */
export function readChatSession(account: string): StoredChatSession | null {
  let stored: Partial<Record<keyof StoredChatSession, unknown>> | null;
  try {
    stored = JSON.parse(sessionStorage.getItem(chatStorageKeys.session) ?? "null");
  } catch {
    return null;
  }
  if (!stored || stored.account !== account || typeof stored.sessionId !== "string" || !stored.sessionId)
    return null;
  return {
    account,
    sessionId: stored.sessionId,
    agentType: oneOf(agentTypes, stored.agentType),
    taskName: oneOf(chatTaskNames, stored.taskName),
  };
}

export function saveChatSession(session: StoredChatSession | null): void {
  if (session) sessionStorage.setItem(chatStorageKeys.session, JSON.stringify(session));
  else sessionStorage.removeItem(chatStorageKeys.session);
}

export const isNaviHidden = () => localStorage.getItem(chatStorageKeys.hidden) === "true";

export function storeNaviHidden(isHidden: boolean): void {
  if (isHidden) localStorage.setItem(chatStorageKeys.hidden, "true");
  else localStorage.removeItem(chatStorageKeys.hidden);
}

/** The language the user chose in the chat window, or null (the nation's and their words decide). */
export function readChosenChatLanguage(): ChatLanguage | null {
  return oneOf(chatLanguages, localStorage.getItem(chatStorageKeys.language));
}

export function storeChosenChatLanguage(language: ChatLanguage): void {
  localStorage.setItem(chatStorageKeys.language, language);
}
