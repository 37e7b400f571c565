import type { Kysely } from "kysely";
import { withIdColumn } from "./helpers";

// Frozen once landed. The deciders' side of commuting tickets (docs/decisions/018): HR's note and
// the reminder mark on tickets, HR's review of evidence files, "acted for whom" on log rows,
// delegations of a leader's or approver's queue, and the new screens in an existing menu.

const newMenuItems = [
  {
    titleKey: "ticketHrDesk",
    icon: "ticket",
    screen: "ticketHrDesk",
    roles: "hr",
    numberSource: "ticketsWaitingForHr",
  },
  {
    titleKey: "ticketApproverQueue",
    icon: "ticket",
    screen: "ticketApproverQueue",
    roles: "ticketApprover",
    numberSource: "ticketsWaitingForApprover",
  },
  {
    titleKey: "ticketDelegation",
    icon: "users",
    screen: "ticketDelegation",
    roles: "departmentLeader,ticketApprover,delegator",
    numberSource: null,
  },
];

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("commutation_tickets").addColumn("hr_note", "text").execute();
  // When whoever holds the ticket was last reminded of it (null: not yet).
  await db.schema.alterTable("commutation_tickets").addColumn("reminded_at", "text").execute();

  await db.schema
    .alterTable("ticket_evidences")
    .addColumn("review", "text", (c) => c.notNull().defaultTo("pending"))
    .execute();
  await db.schema.alterTable("ticket_evidences").addColumn("review_reason", "text").execute();
  await db.schema
    .alterTable("ticket_evidences")
    .addColumn("reviewed_by", "integer", (c) => c.references("employees.id").onDelete("set null"))
    .execute();
  await db.schema.alterTable("ticket_evidences").addColumn("reviewed_at", "text").execute();

  await db.schema
    .alterTable("ticket_logs")
    .addColumn("on_behalf_of_id", "integer", (c) => c.references("employees.id").onDelete("set null"))
    .execute();
  // delegation or actingFor; null when the actor acted for themselves.
  await db.schema.alterTable("ticket_logs").addColumn("via", "text").execute();

  await withIdColumn(db, db.schema.createTable("ticket_delegations"))
    .addColumn("delegator_id", "integer", (c) => c.notNull().references("employees.id").onDelete("cascade"))
    .addColumn("delegate_id", "integer", (c) => c.notNull().references("employees.id").onDelete("cascade"))
    // leader or approver.
    .addColumn("role", "text", (c) => c.notNull())
    .addColumn("from_date", "text", (c) => c.notNull())
    .addColumn("to_date", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("ticket_delegations_delegate_idx")
    .on("ticket_delegations")
    .columns(["delegate_id", "to_date"])
    .execute();
  await db.schema
    .createIndex("ticket_delegations_delegator_idx")
    .on("ticket_delegations")
    .columns(["delegator_id", "to_date"])
    .execute();

  // A portal whose menu exists already gets the new screens (a new one gets them from the default).
  const existing = await db.selectFrom("menu_items").select(["id", "title_key"]).execute();
  if (existing.length === 0) return;
  const now = new Date().toISOString();
  let sortOrder = 100;
  for (const item of newMenuItems) {
    if (existing.some((row) => row.title_key === item.titleKey)) continue;
    await db
      .insertInto("menu_items")
      .values({
        parent_id: null,
        sort_order: sortOrder++,
        title_key: item.titleKey,
        icon: item.icon,
        screen: item.screen,
        number_source: item.numberSource,
        roles: item.roles,
        is_hidden: 0,
        is_skipped: 0,
        created_at: now,
        updated_at: now,
      })
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("ticket_delegations").execute();
  await db.schema.alterTable("ticket_logs").dropColumn("via").execute();
  await db.schema.alterTable("ticket_logs").dropColumn("on_behalf_of_id").execute();
  for (const column of ["reviewed_at", "reviewed_by", "review_reason", "review"]) {
    await db.schema.alterTable("ticket_evidences").dropColumn(column).execute();
  }
  await db.schema.alterTable("commutation_tickets").dropColumn("reminded_at").execute();
  await db.schema.alterTable("commutation_tickets").dropColumn("hr_note").execute();
  await db
    .deleteFrom("menu_items")
    .where(
      "title_key",
      "in",
      newMenuItems.map((item) => item.titleKey),
    )
    .execute();
}
