import type { Insertable, Selectable } from "kysely";
import type { Db } from "../../db/database";
import type { TicketEvidencesTable } from "./commutation-ticket.table";

export type EvidenceRow = Selectable<TicketEvidencesTable>;

export function insertEvidence(db: Db, values: Insertable<TicketEvidencesTable>): Promise<EvidenceRow> {
  return db.insertInto("ticketEvidences").values(values).returningAll().executeTakeFirstOrThrow();
}

export function findEvidence(db: Db, id: number): Promise<EvidenceRow | undefined> {
  return db.selectFrom("ticketEvidences").selectAll().where("id", "=", id).executeTakeFirst();
}

/** The files of these tickets, oldest first. */
export function findEvidenceOfTickets(db: Db, ticketIds: readonly number[]): Promise<EvidenceRow[]> {
  if (ticketIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("ticketEvidences")
    .selectAll()
    .where("ticketId", "in", ticketIds)
    .orderBy("ticketId")
    .orderBy("id")
    .execute();
}

/** Of these ids, the ones the uploader sent and no ticket or cancellation uses yet. */
export async function findUnattachedIds(
  db: Db,
  ids: readonly number[],
  uploaderId: number,
): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom("ticketEvidences")
    .select("id")
    .where("id", "in", ids)
    .where("uploadedBy", "=", uploaderId)
    .where("ticketId", "is", null)
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Attaches the uploader's unattached files among `ids` to the ticket; returns how many it took.
 * Of two requests racing for one upload, only one finds it still unattached.
 */
export async function attachUnattached(
  db: Db,
  ids: readonly number[],
  values: { uploaderId: number; ticketId: number; purpose: string },
): Promise<number> {
  if (ids.length === 0) return 0;
  const result = await db
    .updateTable("ticketEvidences")
    .set({ ticketId: values.ticketId, purpose: values.purpose })
    .where("id", "in", ids)
    .where("uploadedBy", "=", values.uploaderId)
    .where("ticketId", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
