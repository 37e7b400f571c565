import {
  type AgentType,
  agentTypes,
  type ChatTaskName,
  chatTaskNames,
} from "@portal/contract/chatbot/chatbot.constants";

/** Browser storage keys of the chat (the auth key is the session's `authKey`). */
export const chatStorageKeys = {
  /** sessionStorage: the open session, so a reload resumes it. */
  session: "naviSession",
  /** localStorage: the user hid the floating button. */
  hidden: "naviHidden",
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
