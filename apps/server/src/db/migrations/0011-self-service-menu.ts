import type { Kysely } from "kysely";

// Frozen once landed. Self-service screens in a menu that exists already (a new portal gets them
// from the default menu): the profile and the working address for everyone, HR's change-request
// desk for HR with its count.

const items = [
  { title_key: "profile", icon: "user", screen: "profile", sort_order: 85, roles: "", number_source: null },
  {
    title_key: "workingAddress",
    icon: "map-pin",
    screen: "workingAddress",
    sort_order: 86,
    roles: "",
    number_source: null,
  },
  {
    title_key: "employeeChangeHr",
    icon: "folder",
    screen: "employeeChangeHr",
    sort_order: 87,
    roles: "hr",
    number_source: "changeRequestsWaitingForHr",
  },
];

export async function up(db: Kysely<any>): Promise<void> {
  const existing = await db.selectFrom("menu_items").select("title_key").execute();
  if (existing.length === 0) return;
  const now = new Date().toISOString();
  const missing = items.filter((item) => !existing.some((row) => row.title_key === item.title_key));
  if (missing.length === 0) return;
  await db
    .insertInto("menu_items")
    .values(
      missing.map((item) => ({
        ...item,
        parent_id: null,
        is_hidden: 0,
        is_skipped: 0,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db
    .deleteFrom("menu_items")
    .where(
      "title_key",
      "in",
      items.map((item) => item.title_key),
    )
    .execute();
}
