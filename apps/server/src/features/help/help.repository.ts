import type { Insertable, Updateable } from "kysely";
import type { Db } from "../../db/database";
import { personName } from "../../lib/person-name";
import type { HelpPagesTable, HelpRevisionsTable } from "./help.table";

export type HelpPageRow = NonNullable<Awaited<ReturnType<typeof findById>>>;

/** A page's address in one language. */
export interface HelpAddress {
  feature: string;
  function: string;
  orderNo: number;
  language: string;
}

export function findById(db: Db, id: number) {
  return db.selectFrom("helpPages").selectAll().where("id", "=", id).executeTakeFirst();
}

export function findByAddress(db: Db, address: HelpAddress) {
  return db
    .selectFrom("helpPages")
    .selectAll()
    .where("feature", "=", address.feature)
    .where("function", "=", address.function)
    .where("orderNo", "=", address.orderNo)
    .where("language", "=", address.language)
    .executeTakeFirst();
}

/** Every published page, in the order they were first created. */
export function findPublished(db: Db) {
  return db.selectFrom("helpPages").selectAll().where("publishedAt", "is not", null).orderBy("id").execute();
}

/** Inserts a page unless one exists at its address; answers the new row or undefined. */
export function createIfAbsent(db: Db, values: Insertable<HelpPagesTable>) {
  return db
    .insertInto("helpPages")
    .values(values)
    .onConflict((oc) => oc.columns(["feature", "function", "orderNo", "language"]).doNothing())
    .returningAll()
    .executeTakeFirst();
}

export function update(db: Db, id: number, values: Updateable<HelpPagesTable>) {
  return db
    .updateTable("helpPages")
    .set(values)
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function createRevision(db: Db, values: Insertable<HelpRevisionsTable>) {
  return db.insertInto("helpRevisions").values(values).returningAll().executeTakeFirstOrThrow();
}

export function findRevisionById(db: Db, id: number) {
  return db.selectFrom("helpRevisions").selectAll().where("id", "=", id).executeTakeFirst();
}

/** A page's revisions, newest first, with the publisher's display name. */
export function findRevisionsByPageId(db: Db, pageId: number, limit: number) {
  return db
    .selectFrom("helpRevisions")
    .leftJoin("employees", "employees.id", "helpRevisions.createdBy")
    .select([
      "helpRevisions.id",
      "helpRevisions.title",
      "helpRevisions.markdown",
      "helpRevisions.createdAt",
      personName<string | null>("employees").as("displayName"),
    ])
    .where("helpRevisions.pageId", "=", pageId)
    .orderBy("helpRevisions.id", "desc")
    .limit(limit)
    .execute();
}
