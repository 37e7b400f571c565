import type { Evidence, EvidenceReview } from "@portal/contract/commutation-ticket/commutation-ticket.schema";
import { Severity } from "@portal/contract/notification/notification.constants";
import type { AppDeps } from "../../app-deps";
import { AppError } from "../../lib/app-error";
import { requireRole } from "../auth/roles";
import type { SessionClaims } from "../auth/token";
import { notify } from "../notification/notify";
import * as tickets from "./commutation-ticket.repository";
import { toEvidence } from "./evidence.presenter";
import * as evidences from "./evidence.repository";
import { accessFor, requireDecider } from "./ticket-access";
import { ticketLink } from "./ticket-events";
import * as ticketLogs from "./ticket-log.repository";

export interface ReviewOutcome {
  reviewed: number[];
  refused: { id: number; error: AppError }[];
}

/**
 * HR approves or rejects one evidence file of a ticket (the file must belong to a ticket); the
 * ticket's log records it, and a rejection tells the owner why so they can upload a better one.
 * The status of the ticket does not change.
 */
async function reviewOne(
  deps: AppDeps,
  session: SessionClaims,
  evidenceId: number,
  review: Exclude<EvidenceReview, "pending">,
  reason: string | null,
): Promise<Evidence> {
  // Who the caller is to the ticket, before the transaction (SQLite has one connection): HR
  // never reviews the evidence of their own ticket. A file once attached stays with its ticket.
  const attached = await evidences.findEvidence(deps.db, evidenceId);
  const owner = attached?.ticketId ? await tickets.findTicket(deps.db, attached.ticketId) : undefined;
  if (!owner) throw AppError.notFound();
  requireDecider(await accessFor(deps, session.employeeId, owner), "hr");
  const now = deps.clock.now().toISOString();
  const ticket = await deps.db.transaction().execute(async (trx) => {
    const file = await evidences.findEvidence(trx, evidenceId);
    if (!file || file.ticketId === null) throw AppError.notFound();
    const row = await tickets.findTicket(trx, file.ticketId);
    if (!row) throw AppError.notFound();
    await evidences.setReview(trx, evidenceId, {
      review,
      reviewReason: reason,
      reviewedBy: session.employeeId,
      reviewedAt: now,
    });
    await ticketLogs.insertLog(trx, {
      ticketId: row.id,
      employeeId: row.employeeId,
      actorId: session.employeeId,
      onBehalfOfId: null,
      via: null,
      action: review === "approved" ? "approveEvidence" : "rejectEvidence",
      fromStatus: row.status,
      toStatus: row.status,
      reason: reason ? `${file.fileName}: ${reason}` : file.fileName,
      actedAt: now,
    });
    return { row, fileName: file.fileName };
  });
  if (review === "rejected") {
    const params = {
      fileName: ticket.fileName,
      departure: ticket.row.departure,
      arrival: ticket.row.arrival,
      reason: reason ?? "",
    };
    await notify(deps, {
      recipients: [ticket.row.employeeId],
      severity: Severity.high,
      title: { key: "ticket.notify.evidenceRejected.title", params },
      message: { key: "ticket.notify.evidenceRejected.message", params },
      link: ticketLink(ticket.row.id),
      senderId: session.employeeId,
      notice: "OnNotifyMessage",
    });
  }
  const saved = await evidences.findEvidence(deps.db, evidenceId);
  if (!saved) throw AppError.notFound();
  return toEvidence(saved);
}

/** approveEvidence/{id} and rejectEvidence: one file. */
export async function reviewEvidence(
  deps: AppDeps,
  session: SessionClaims,
  evidenceId: number,
  review: Exclude<EvidenceReview, "pending">,
  reason: string | null,
): Promise<Evidence> {
  await requireRole(deps, session.employeeId, "hr");
  return reviewOne(deps, session, evidenceId, review, reason);
}

/**
 * approve-evidence-list and reject-evidence-list: each file reviewed or refused on its own; with
 * one file its refusal is the answer, as for the ticket decisions on several tickets (decision 017).
 */
export async function reviewEvidenceList(
  deps: AppDeps,
  session: SessionClaims,
  ids: readonly number[],
  review: Exclude<EvidenceReview, "pending">,
  reason: string | null,
): Promise<ReviewOutcome> {
  await requireRole(deps, session.employeeId, "hr");
  const outcome: ReviewOutcome = { reviewed: [], refused: [] };
  for (const id of new Set(ids)) {
    try {
      await reviewOne(deps, session, id, review, reason);
      outcome.reviewed.push(id);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      outcome.refused.push({ id, error });
    }
  }
  const [only] = outcome.refused;
  if (ids.length === 1 && only) throw only.error;
  return outcome;
}
