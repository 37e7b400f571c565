import type { Insertable, Selectable } from "kysely";
import type { Db } from "../../db/database";
import { personName } from "../../lib/person-name";
import type { TicketEvidencesTable } from "./commutation-ticket.table";

export type EvidenceRow = Selectable<TicketEvidencesTable> & { reviewedByName: string | null };

/** Evidence rows with the reviewer's name. */
function selectEvidence(db: Db) {
  return db
    .selectFrom("ticketEvidences")
    .leftJoin("employees as reviewer", "reviewer.id", "ticketEvidences.reviewedBy")
    .selectAll("ticketEvidences")
    .select(personName<string | null>("reviewer").as("reviewedByName"));
}

export async function insertEvidence(db: Db, values: Insertable<TicketEvidencesTable>): Promise<EvidenceRow> {
  const row = await db.insertInto("ticketEvidences").values(values).returningAll().executeTakeFirstOrThrow();
  return { ...row, reviewedByName: null };
}

export function findEvidence(db: Db, id: number): Promise<EvidenceRow | undefined> {
  return selectEvidence(db).where("ticketEvidences.id", "=", id).executeTakeFirst();
}

/** The files of these tickets, oldest first. */
export function findEvidenceOfTickets(db: Db, ticketIds: readonly number[]): Promise<EvidenceRow[]> {
  if (ticketIds.length === 0) return Promise.resolve([]);
  return selectEvidence(db)
    .where("ticketEvidences.ticketId", "in", ticketIds)
    .orderBy("ticketEvidences.ticketId")
    .orderBy("ticketEvidences.id")
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

/**
 * Records HR's review of a file still pending (or re-reviews one); returns whether it was found
 * attached to a ticket. Of two reviewers racing, both writes land; the later one stands.
 */
export async function setReview(
  db: Db,
  id: number,
  values: { review: string; reviewReason: string | null; reviewedBy: number; reviewedAt: string },
): Promise<boolean> {
  const result = await db
    .updateTable("ticketEvidences")
    .set(values)
    .where("id", "=", id)
    .where("ticketId", "is not", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Ids of tickets having files HR has not reviewed yet, among all tickets. */
export function pendingReviewTicketIds(db: Db) {
  return db
    .selectFrom("ticketEvidences")
    .select("ticketId")
    .where("review", "=", "pending")
    .where("ticketId", "is not", null);
}

/** How many files of the ticket for this purpose (a cancellation's: cancel) wait for HR's review. */
export async function countPendingEvidence(db: Db, ticketId: number, purpose: string): Promise<number> {
  const row = await db
    .selectFrom("ticketEvidences")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("ticketId", "=", ticketId)
    .where("purpose", "=", purpose)
    .where("review", "=", "pending")
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
