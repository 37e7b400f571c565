import type { Insertable } from "kysely";
import type { Db } from "../../db/database";
import { personName } from "../../lib/person-name";
import type { CommentsTable } from "./comment.table";

/** Comments with their author's full name. */
function selectComments(db: Db) {
  return db
    .selectFrom("comments")
    .innerJoin("employees as author", "author.id", "comments.createdBy")
    .selectAll("comments")
    .select(personName("author", "fullName").as("fullName"));
}

export type CommentRow = NonNullable<Awaited<ReturnType<typeof findById>>>;

export function findById(db: Db, id: number) {
  return selectComments(db).where("comments.id", "=", id).executeTakeFirst();
}

/** An object's whole thread, oldest first. */
export function findByObject(db: Db, objectType: string, objectId: number) {
  return selectComments(db)
    .where("comments.objectType", "=", objectType)
    .where("comments.objectId", "=", objectId)
    .orderBy("comments.id")
    .execute();
}

/** Who has written in an object's thread. */
export async function findAuthorIds(db: Db, objectType: string, objectId: number): Promise<number[]> {
  const rows = await db
    .selectFrom("comments")
    .select("createdBy")
    .distinct()
    .where("objectType", "=", objectType)
    .where("objectId", "=", objectId)
    .execute();
  return rows.map((row) => row.createdBy);
}

export async function create(db: Db, values: Insertable<CommentsTable>): Promise<number> {
  const row = await db.insertInto("comments").values(values).returning("id").executeTakeFirstOrThrow();
  return row.id;
}

export async function updateText(
  db: Db,
  id: number,
  values: { comment: string; modifiedAt: string; modifiedBy: number },
): Promise<void> {
  await db.updateTable("comments").set(values).where("id", "=", id).execute();
}

/** Deletes a comment and its replies. */
export async function deleteWithReplies(db: Db, id: number): Promise<void> {
  await db.deleteFrom("comments").where("parentId", "=", id).execute();
  await db.deleteFrom("comments").where("id", "=", id).execute();
}
