import type { Insertable, Updateable } from "kysely";
import type { Db } from "../../db/database";
import type { MenuItemsTable } from "./menu.table";

export function findAll(db: Db) {
  return db.selectFrom("menuItems").selectAll().orderBy("sortOrder").orderBy("id").execute();
}

export type MenuItemRow = Awaited<ReturnType<typeof findAll>>[number];

export function nextSortOrder(db: Db, parentId: number | null) {
  return db
    .selectFrom("menuItems")
    .select((eb) => eb.fn.coalesce(eb.fn.max("sortOrder"), eb.val(-1)).as("max"))
    .where((eb) => (parentId === null ? eb("parentId", "is", null) : eb("parentId", "=", parentId)))
    .executeTakeFirstOrThrow()
    .then((row) => Number(row.max) + 1);
}

export function create(db: Db, values: Insertable<MenuItemsTable>) {
  return db.insertInto("menuItems").values(values).returningAll().executeTakeFirstOrThrow();
}

export function update(db: Db, id: number, values: Updateable<MenuItemsTable>) {
  return db.updateTable("menuItems").set(values).where("id", "=", id).returningAll().executeTakeFirst();
}

export function remove(db: Db, id: number) {
  return db.deleteFrom("menuItems").where("id", "=", id).executeTakeFirst();
}

export function updatePosition(db: Db, id: number, parentId: number | null, sortOrder: number, now: string) {
  return db
    .updateTable("menuItems")
    .set({ parentId, sortOrder, updatedAt: now })
    .where("id", "=", id)
    .execute();
}
