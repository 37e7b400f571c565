import type { Insertable, Selectable } from "kysely";
import type { Db } from "../../db/database";
import type { NotificationsTable } from "./notification.table";

export type NotificationRow = Selectable<NotificationsTable>;

/** Rows a single insert carries (keeps SQLite under its bound-parameter limit). */
const insertChunk = 500;

export async function insertMany(
  db: Db,
  rows: Insertable<NotificationsTable>[],
): Promise<{ id: number; recipientId: number }[]> {
  const created: { id: number; recipientId: number }[] = [];
  for (let start = 0; start < rows.length; start += insertChunk) {
    const chunk = rows.slice(start, start + insertChunk);
    created.push(
      ...(await db.insertInto("notifications").values(chunk).returning(["id", "recipientId"]).execute()),
    );
  }
  return created;
}

function ownNewestFirst(db: Db, recipientId: number) {
  return db
    .selectFrom("notifications")
    .selectAll()
    .where("recipientId", "=", recipientId)
    .orderBy("id", "desc");
}

export function findLatest(db: Db, recipientId: number, limit: number): Promise<NotificationRow[]> {
  return ownNewestFirst(db, recipientId).limit(limit).execute();
}

export function findPage(
  db: Db,
  recipientId: number,
  page: { offset: number; limit: number },
): Promise<NotificationRow[]> {
  return ownNewestFirst(db, recipientId).limit(page.limit).offset(page.offset).execute();
}

export function findNewer(db: Db, recipientId: number, afterId: number, limit: number) {
  return ownNewestFirst(db, recipientId).where("id", ">", afterId).limit(limit).execute();
}

export function findOwn(db: Db, recipientId: number, id: number): Promise<NotificationRow | undefined> {
  return db
    .selectFrom("notifications")
    .selectAll()
    .where("recipientId", "=", recipientId)
    .where("id", "=", id)
    .executeTakeFirst();
}

export async function countOwn(db: Db, recipientId: number) {
  const row = await db
    .selectFrom("notifications")
    .select((eb) => [
      eb.fn.countAll<number>().as("total"),
      eb.fn.count<number>("readAt").as("read"),
      eb.fn.max("id").as("latestId"),
    ])
    .where("recipientId", "=", recipientId)
    .executeTakeFirstOrThrow();
  const total = Number(row.total);
  return { total, unread: total - Number(row.read), latestId: Number(row.latestId ?? 0) };
}

export async function countUnread(db: Db, recipientId: number): Promise<number> {
  const row = await db
    .selectFrom("notifications")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("recipientId", "=", recipientId)
    .where("readAt", "is", null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Marks the recipient's unread notifications among `ids` read; other people's stay as they are. */
export async function markRead(db: Db, recipientId: number, ids: readonly number[], readAt: string) {
  if (ids.length === 0) return 0;
  const result = await db
    .updateTable("notifications")
    .set({ readAt })
    .where("recipientId", "=", recipientId)
    .where("id", "in", ids)
    .where("readAt", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function markAllRead(db: Db, recipientId: number, readAt: string) {
  await db
    .updateTable("notifications")
    .set({ readAt })
    .where("recipientId", "=", recipientId)
    .where("readAt", "is", null)
    .execute();
}
