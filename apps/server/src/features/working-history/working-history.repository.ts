import type { Insertable, Updateable } from "kysely";
import { sql } from "kysely";
import type { Db } from "../../db/database";
import type { WorkingHistoriesTable } from "./working-history.table";

export type WorkingHistoryRow = NonNullable<Awaited<ReturnType<typeof findById>>>;

export function findById(db: Db, id: number) {
  return db.selectFrom("workingHistories").selectAll().where("id", "=", id).executeTakeFirst();
}

/** One page of an employee's records: the ones still running first, then the latest. */
export function findPageByEmployeeId(db: Db, employeeId: number, offset: number, limit: number) {
  return db
    .selectFrom("workingHistories")
    .selectAll()
    .where("employeeId", "=", employeeId)
    .orderBy(sql`coalesce(${sql.ref("toMonth")}, '9999-12')`, "desc")
    .orderBy("fromMonth", "desc")
    .orderBy("id", "desc")
    .offset(offset)
    .limit(limit)
    .execute();
}

export async function countByEmployeeId(db: Db, employeeId: number): Promise<number> {
  const row = await db
    .selectFrom("workingHistories")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("employeeId", "=", employeeId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export function create(db: Db, values: Insertable<WorkingHistoriesTable>) {
  return db.insertInto("workingHistories").values(values).returningAll().executeTakeFirstOrThrow();
}

export function update(db: Db, id: number, values: Updateable<WorkingHistoriesTable>) {
  return db
    .updateTable("workingHistories")
    .set(values)
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function remove(db: Db, id: number): Promise<void> {
  await db.deleteFrom("workingHistories").where("id", "=", id).execute();
}

/** Whether an employee with this id exists (HR naming whose history to read). */
export async function employeeExists(db: Db, employeeId: number): Promise<boolean> {
  const row = await db.selectFrom("employees").select("id").where("id", "=", employeeId).executeTakeFirst();
  return row !== undefined;
}
