import type { Generated } from "kysely";

/** A conversation with Navi: its language, who answers, and the engine's state (decision 025). */
export interface ChatSessionsTable {
  /** A random UUID: the client's session id. */
  id: string;
  employeeId: number;
  /** en, ja or vi. */
  language: string;
  /** navi or ticket: who answered last. */
  agentType: string;
  /** JSON of the engine's state: the task stack, the newest form's revision, the language lock. */
  state: string;
  /** Bumped by every write of the state, which is conditional on it (two instances, one session). */
  version: number;
  createdAt: string;
  updatedAt: string;
}

/** One message of a conversation, the user's or Navi's, as the history call answers it. */
export interface ChatMessagesTable {
  id: Generated<number>;
  sessionId: string;
  /** 1 for the user's message, 0 for Navi's reply. */
  isFromUser: number;
  text: string;
  taskName: string | null;
  /** JSON of the reply's data (form, buttons, tickets); null for the user's messages. */
  data: string | null;
  answerType: string;
  language: string;
  timestamp: string;
}
