import type { Insertable, Selectable } from "kysely";
import type { Db } from "../../db/database";
import type { EmployeeAvatarsTable } from "./employee-avatar.table";

export type AvatarRow = Selectable<EmployeeAvatarsTable>;
export type AvatarValues = Omit<Insertable<EmployeeAvatarsTable>, "id">;

export function findAvatar(db: Db, employeeId: number): Promise<AvatarRow | undefined> {
  return db.selectFrom("employeeAvatars").selectAll().where("employeeId", "=", employeeId).executeTakeFirst();
}

export function findAvatars(db: Db, employeeIds: readonly number[]): Promise<AvatarRow[]> {
  if (employeeIds.length === 0) return Promise.resolve([]);
  return db.selectFrom("employeeAvatars").selectAll().where("employeeId", "in", employeeIds).execute();
}

/** Inserts the employee's first photo; false when a row appeared meanwhile (nothing changes). */
export async function insertAvatarIfAbsent(db: Db, values: AvatarValues): Promise<boolean> {
  const row = await db
    .insertInto("employeeAvatars")
    .values(values)
    .onConflict((oc) => oc.column("employeeId").doNothing())
    .returning("id")
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Points the employee's row at a new file, only while it still holds `previousStoredName`; false
 * when another upload replaced it meanwhile (nothing changes).
 */
export async function replaceAvatarIfUnchanged(
  db: Db,
  values: AvatarValues,
  previousStoredName: string,
): Promise<boolean> {
  const result = await db
    .updateTable("employeeAvatars")
    .set({
      storedName: values.storedName,
      contentType: values.contentType,
      size: values.size,
      updatedAt: values.updatedAt,
    })
    .where("employeeId", "=", values.employeeId)
    .where("storedName", "=", previousStoredName)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
