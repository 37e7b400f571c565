import type { Insertable, Updateable } from "kysely";
import type { Db } from "../../db/database";
import type { CampaignsTable } from "./campaign.table";

export type CampaignRow = NonNullable<Awaited<ReturnType<typeof findById>>>;

export function findById(db: Db, id: number) {
  return db.selectFrom("campaigns").selectAll().where("id", "=", id).executeTakeFirst();
}

/** The campaign running on a date (started, not expired); the latest start wins, then the newest. */
export function findRunningOn(db: Db, date: string) {
  return db
    .selectFrom("campaigns")
    .selectAll()
    .where("startDate", "<=", date)
    .where("expiredDate", ">=", date)
    .orderBy("startDate", "desc")
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
}

export function findAll(db: Db) {
  return db.selectFrom("campaigns").selectAll().orderBy("startDate", "desc").orderBy("id", "desc").execute();
}

export function create(db: Db, values: Insertable<CampaignsTable>) {
  return db.insertInto("campaigns").values(values).returningAll().executeTakeFirstOrThrow();
}

export function update(db: Db, id: number, values: Updateable<CampaignsTable>) {
  return db.updateTable("campaigns").set(values).where("id", "=", id).returningAll().executeTakeFirst();
}

export function deleteById(db: Db, id: number) {
  return db.deleteFrom("campaigns").where("id", "=", id).returningAll().executeTakeFirst();
}

export async function countByImageUrl(db: Db, imageUrl: string): Promise<number> {
  const row = await db
    .selectFrom("campaigns")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("imageUrl", "=", imageUrl)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
