import type { Kysely } from "kysely";

// Frozen once landed. The colleague directory in a menu that exists already (a new portal gets
// it from the default menu): one item for every signed-in employee.

export async function up(db: Kysely<any>): Promise<void> {
  const existing = await db.selectFrom("menu_items").select("title_key").execute();
  if (existing.length === 0 || existing.some((item) => item.title_key === "colleagues")) return;
  const now = new Date().toISOString();
  await db
    .insertInto("menu_items")
    .values({
      parent_id: null,
      sort_order: 90,
      title_key: "colleagues",
      icon: "users",
      screen: "colleagues",
      number_source: null,
      roles: "",
      is_hidden: 0,
      is_skipped: 0,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom("menu_items").where("title_key", "=", "colleagues").execute();
}
