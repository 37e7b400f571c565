import { randomUUID } from "node:crypto";
import { type ChatLanguage, chatLanguages } from "@portal/contract/chatbot/chatbot.constants";
import type { AppDeps } from "../../app-deps";
import type { Db } from "../../db/database";
import { languageOfNationality } from "../../lib/nationality-language";
import { stationLabel } from "../commutation-ticket/station.service";
import * as chats from "./chatbot.repository";
import type { StationChoice } from "./engine/chat-context";
import { emptyState } from "./engine/chat-state";

/** A stored language as a chat language (English for anything else). */
export function asChatLanguage(language: string): ChatLanguage {
  return (chatLanguages as readonly string[]).includes(language) ? (language as ChatLanguage) : "en";
}

/** A new conversation in the employee's language (from their nationality); answers its row. */
export async function createChatSession(deps: AppDeps, employeeId: number): Promise<chats.ChatSessionRow> {
  const employee = await chats.findEmployeeNationality(deps.db, employeeId);
  const now = deps.clock.now().toISOString();
  const row = {
    id: randomUUID(),
    employeeId,
    language: languageOfNationality(employee?.nationality ?? null),
    agentType: "navi",
    state: JSON.stringify(emptyState()),
    version: 0,
    createdAt: now,
    updatedAt: now,
  };
  await chats.createSession(deps.db, row);
  return row;
}

/** One of the employee's own sessions; someone else's is as unknown as a missing one. */
export async function findOwnSession(
  deps: AppDeps,
  employeeId: number,
  sessionId: string,
): Promise<chats.ChatSessionRow | undefined> {
  if (!sessionId) return undefined;
  const row = await chats.findSession(deps.db, sessionId);
  return row?.employeeId === employeeId ? row : undefined;
}

// One message of a session at a time in this process; across instances the conditional writes
// of the state (its version) refuse the later one.
const sessionQueues = new Map<string, Promise<unknown>>();

export async function inSessionOrder<T>(sessionId: string, run: () => Promise<T>): Promise<T> {
  const previous = sessionQueues.get(sessionId) ?? Promise.resolve();
  const current = previous.catch(() => undefined).then(run);
  sessionQueues.set(sessionId, current);
  try {
    return await current;
  } finally {
    if (sessionQueues.get(sessionId) === current) sessionQueues.delete(sessionId);
  }
}

// The station list free text is matched against, read once a while per database.
const stationCache = new WeakMap<Db, { at: number; list: Promise<StationChoice[]> }>();
const stationCacheMs = 10 * 60 * 1000;

export function stationChoices(db: Db): Promise<StationChoice[]> {
  const cached = stationCache.get(db);
  if (cached && Date.now() - cached.at < stationCacheMs) return cached.list;
  const list = chats.findStations(db).then((rows) => {
    const byName = new Map<string, StationChoice>();
    for (const row of rows)
      if (!byName.has(row.name)) byName.set(row.name, { name: row.name, label: stationLabel(row) });
    // Before the list is loaded (first start) nothing is kept, so it is read again next time.
    if (byName.size === 0) stationCache.delete(db);
    return [...byName.values()];
  });
  list.catch(() => stationCache.delete(db));
  stationCache.set(db, { at: Date.now(), list });
  return list;
}
