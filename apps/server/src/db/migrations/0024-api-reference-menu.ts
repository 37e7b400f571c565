import type { Kysely } from "kysely";

// Frozen once landed. In a menu that exists already (a new portal gets it from the default menu):
// the API reference under administration, after the jobs page.

export async function up(db: Kysely<any>): Promise<void> {
  // The app's database runs migrations with its camel-case plugin; read the column either way.
  const rows: Record<string, unknown>[] = await db
    .selectFrom("menu_items")
    .select(["id", "title_key"])
    .execute();
  const existing = rows.map((row) => ({
    id: row.id as number,
    title_key: (row.titleKey ?? row.title_key) as string,
  }));
  if (existing.length === 0 || existing.some((item) => item.title_key === "apiReference")) return;
  const administration = existing.find((item) => item.title_key === "administration");
  const now = new Date().toISOString();
  await db
    .insertInto("menu_items")
    .values({
      title_key: "apiReference",
      icon: "api",
      screen: "apiReference",
      sort_order: 95,
      number_source: null,
      is_hidden: 0,
      is_skipped: 0,
      created_at: now,
      updated_at: now,
      // Under administration when it is still there; otherwise for administrators at the top.
      parent_id: administration?.id ?? null,
      roles: administration ? "" : "administrator",
    })
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom("menu_items").where("title_key", "=", "apiReference").execute();
}
