import type { Kysely } from "kysely";

// Frozen once landed. Indexes the data-at-scale bench (bench/, part "scale") showed missing with
// 100,000 tickets: the continuation check of every ticket list (tickets continuing these ones), and
// the lists and queues ordered by the last change (HR's list newest first, the deciders' queues
// oldest first), with or without a status filter; the legs in force on a day (allowances); and the
// counts of waiting tickets per owner (allowances, the leader's menu number), from the index alone.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex("commutation_tickets_previous_ticket_id_idx")
    .on("commutation_tickets")
    .column("previous_ticket_id")
    .execute();
  await db.schema
    .createIndex("commutation_tickets_updated_at_idx")
    .on("commutation_tickets")
    .columns(["updated_at", "id"])
    .execute();
  await db.schema
    .createIndex("commutation_tickets_status_updated_at_idx")
    .on("commutation_tickets")
    .columns(["status", "updated_at", "id"])
    .execute();
  await db.schema
    .createIndex("commutation_tickets_status_end_date_idx")
    .on("commutation_tickets")
    .columns(["status", "end_date"])
    .execute();
  await db.schema
    .createIndex("commutation_tickets_status_employee_id_idx")
    .on("commutation_tickets")
    .columns(["status", "employee_id"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("commutation_tickets_status_employee_id_idx").execute();
  await db.schema.dropIndex("commutation_tickets_status_end_date_idx").execute();
  await db.schema.dropIndex("commutation_tickets_status_updated_at_idx").execute();
  await db.schema.dropIndex("commutation_tickets_updated_at_idx").execute();
  await db.schema.dropIndex("commutation_tickets_previous_ticket_id_idx").execute();
}
