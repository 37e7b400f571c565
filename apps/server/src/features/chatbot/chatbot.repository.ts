import type { Insertable, Selectable } from "kysely";
import type { Db } from "../../db/database";
import type { ChatMessagesTable, ChatSessionsTable } from "./chatbot.table";

export type ChatSessionRow = Selectable<ChatSessionsTable>;
export type ChatMessageRow = Selectable<ChatMessagesTable>;

export function findSession(db: Db, id: string): Promise<ChatSessionRow | undefined> {
  return db.selectFrom("chatSessions").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function createSession(db: Db, values: Insertable<ChatSessionsTable>): Promise<void> {
  await db.insertInto("chatSessions").values(values).execute();
}

/** Writes the state if no one else wrote it since `version` was read; answers whether it did. */
export async function updateSessionIfVersion(
  db: Db,
  id: string,
  version: number,
  values: { language: string; agentType: string; state: string; updatedAt: string },
): Promise<boolean> {
  const result = await db
    .updateTable("chatSessions")
    .set({ ...values, version: version + 1 })
    .where("id", "=", id)
    .where("version", "=", version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertMessages(db: Db, rows: Insertable<ChatMessagesTable>[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insertInto("chatMessages").values(rows).execute();
}

/** The newest `limit` messages of a session, oldest first. */
export async function findMessages(db: Db, sessionId: string, limit: number): Promise<ChatMessageRow[]> {
  const rows = await db
    .selectFrom("chatMessages")
    .selectAll()
    .where("sessionId", "=", sessionId)
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return rows.reverse();
}

export function findEmployeeNationality(db: Db, employeeId: number) {
  return db
    .selectFrom("employees")
    .select(["nationality", "displayName", "fullNameJp"])
    .where("id", "=", employeeId)
    .executeTakeFirst();
}

/** Every station name with its line and operator (what free text is matched against). */
export function findStations(db: Db) {
  return db.selectFrom("stations").select(["name", "line", "operator"]).orderBy("name").execute();
}
