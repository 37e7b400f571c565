import type { Kysely } from "kysely";

// Frozen once landed. In a menu that exists already (a new portal gets them from the default
// menu): leave for everyone after home, the leader's queue and HR's desk with their numbers.

const items = [
  { title_key: "leave", screen: "leave", roles: "", number_source: null, sort_order: 1 },
  {
    title_key: "leaveLeaderQueue",
    screen: "leaveLeaderQueue",
    roles: "departmentLeader",
    number_source: "leaveWaitingForLeader",
    sort_order: 2,
  },
  {
    title_key: "leaveHrDesk",
    screen: "leaveHrDesk",
    roles: "hr",
    number_source: "leaveWaitingForHr",
    sort_order: 3,
  },
];

export async function up(db: Kysely<any>): Promise<void> {
  // The app's database runs migrations with its camel-case plugin; read the column either way.
  const rows: Record<string, unknown>[] = await db
    .selectFrom("menu_items")
    .select(["id", "title_key"])
    .execute();
  const keys = new Set(rows.map((row) => (row.titleKey ?? row.title_key) as string));
  if (rows.length === 0 || keys.has("leave")) return;
  const now = new Date().toISOString();
  await db
    .insertInto("menu_items")
    .values(
      items.map((item) => ({
        ...item,
        icon: "calendar",
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
