import { HttpStatus } from "@portal/contract/common/http";
import {
  TicketMessages,
  TicketStatus,
} from "@portal/contract/commutation-ticket/commutation-ticket.constants";
import type { Ticket } from "@portal/contract/commutation-ticket/commutation-ticket.schema";
import {
  canTransition,
  type TicketAction,
  type TicketActor,
  ticketTransitions,
} from "@portal/contract/commutation-ticket/ticket-status-machine";
import type { AppDeps } from "../../app-deps";
import type { Db } from "../../db/database";
import { AppError } from "../../lib/app-error";
import type { SessionClaims } from "../auth/token";
import type { TicketRow } from "./commutation-ticket.repository";
import * as tickets from "./commutation-ticket.repository";
import { countPendingEvidence } from "./evidence.repository";
import { accessFor, accessOf, leaderIdsOf, loadViewer, maySee, requireDecider } from "./ticket-access";
import { invalidTransition, presentTickets } from "./ticket-context";
import { announceTicket } from "./ticket-events";
import * as ticketLogs from "./ticket-log.repository";

// Decisions on tickets: the status machine's transitions, bulk decisions, the leader's queue.

export interface DecisionOutcome {
  decided: number[];
  refused: { id: number; error: AppError }[];
}

export interface TransitionOptions {
  /** Required by rejections: the owner reads it. */
  reason?: string | null;
  /** Columns written with the new status (a cancellation's date and amounts). */
  extra?: Parameters<typeof tickets.updateIfStatus>[3];
  /** More writes in the same transaction (claiming evidence). */
  inTransaction?: (trx: Db, ticket: TicketRow) => Promise<void>;
  /** HR doing the owner's action for them (cancelByAF); the caller must be HR. */
  actingForOwner?: boolean;
}

/** Who the caller may act as on the ticket, and the log columns saying for whom. */
async function actingAs(
  deps: AppDeps,
  session: SessionClaims,
  ticket: TicketRow,
  actor: TicketActor,
  actingForOwner: boolean,
) {
  const access = await accessFor(deps, session.employeeId, ticket);
  if (!maySee(access.actors)) throw AppError.notFound();
  if (actingForOwner) {
    requireDecider(access, "hr");
    return { onBehalfOfId: ticket.employeeId, via: "actingFor" };
  }
  requireDecider(access, actor);
  const delegator = access.onBehalfOf[actor];
  return delegator === undefined
    ? { onBehalfOfId: null, via: null }
    : { onBehalfOfId: delegator, via: "delegation" };
}

/**
 * One transition on one ticket by one caller, in one transaction: the caller must be the
 * transition's actor for this ticket (themselves, or as a delegate), the status must allow it,
 * and the ticket must still be in that status when written (of two racing decisions exactly one
 * succeeds). Writes the log row; the announcement follows the commit.
 */
export async function transition(
  deps: AppDeps,
  session: SessionClaims,
  action: TicketAction,
  ticketId: number,
  options: TransitionOptions = {},
): Promise<TicketRow> {
  const { extra = {}, inTransaction, actingForOwner = false } = options;
  const reason = options.reason ?? null;
  const rule = ticketTransitions[action];
  const to = rule.to;
  if (to === null || to === "submit") throw new Error(`${action} is not a decision`);
  // Who the caller is to the ticket does not change with its status: checked before the
  // transaction, which then only reads and writes the ticket (SQLite has one connection).
  const before = await tickets.findTicket(deps.db, ticketId);
  if (!before) throw AppError.notFound();
  const onBehalf = await actingAs(deps, session, before, rule.actor, actingForOwner);
  await deps.db.transaction().execute(async (trx) => {
    const row = await tickets.findTicket(trx, ticketId);
    if (!row) throw AppError.notFound();
    const from = row.status as TicketStatus;
    if (!canTransition(action, from)) throw invalidTransition();
    if (rule.reasonRequired && !reason) throw AppError.field("reason", TicketMessages.reasonRequired);
    // A refund is settled on reviewed evidence only: a file HR has not looked at blocks it.
    if (action === "approveRefund") {
      const pending = await countPendingEvidence(trx, ticketId, "cancel");
      if (pending > 0) {
        throw AppError.field(
          "ids",
          TicketMessages.evidenceNotReviewed,
          { count: pending },
          HttpStatus.conflict,
        );
      }
    }
    const now = deps.clock.now().toISOString();
    const changed = await tickets.updateIfStatus(trx, ticketId, from, {
      ...extra,
      status: to,
      rejectReason: rule.reasonRequired ? reason : null,
      updatedAt: now,
    });
    if (!changed) throw invalidTransition();
    await ticketLogs.insertLog(trx, {
      ticketId,
      employeeId: row.employeeId,
      actorId: session.employeeId,
      ...onBehalf,
      action,
      fromStatus: from,
      toStatus: to,
      reason: reason || null,
      actedAt: now,
    });
    await inTransaction?.(trx, row);
  });
  const row = await tickets.findTicket(deps.db, ticketId);
  if (!row) throw AppError.notFound();
  await announceTicket(deps, row, to, reason);
  return row;
}

/** The same decision on several tickets; each succeeds or is refused on its own. */
export async function decideMany(
  deps: AppDeps,
  session: SessionClaims,
  action: TicketAction,
  ids: number[],
  reason: string | null,
): Promise<DecisionOutcome> {
  const outcome: DecisionOutcome = { decided: [], refused: [] };
  for (const id of new Set(ids)) {
    try {
      await transition(deps, session, action, id, { reason });
      outcome.decided.push(id);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      outcome.refused.push({ id, error });
    }
  }
  // One ticket: its refusal is the answer (404, 401, 409), as a single call would give.
  const [only] = outcome.refused;
  if (ids.length === 1 && only) throw only.error;
  return outcome;
}

/** Whether a queue's `{id}` names the caller (their account or employee id); others are refused. */
export function requireOwnQueue(session: SessionClaims, id: string): void {
  const isOwn = id.toLowerCase() === session.account || id === String(session.employeeId);
  if (!isOwn) throw AppError.permissionDenied();
}

/**
 * getTicketLeaderConfirm/{id}: the tickets waiting for the caller as leader, or as the delegate
 * of a leader; `id` names the caller.
 */
export async function getLeaderQueue(
  deps: AppDeps,
  session: SessionClaims,
  ownerId: string,
): Promise<Ticket[]> {
  requireOwnQueue(session, ownerId);
  const viewer = await loadViewer(deps, session.employeeId);
  const rows = await tickets.findForLeader(
    deps.db,
    viewer.id,
    leaderIdsOf(viewer),
    TicketStatus.submittedToManager,
  );
  return presentTickets(deps, rows, (row) => accessOf(viewer, row).actors);
}
