import { TicketMessages } from "@portal/contract/commutation-ticket/commutation-ticket.constants";
import type { CancelTicket, Ticket } from "@portal/contract/commutation-ticket/commutation-ticket.schema";
import type { AppDeps } from "../../app-deps";
import { AppError } from "../../lib/app-error";
import type { SessionClaims } from "../auth/token";
import { findTicket } from "./commutation-ticket.repository";
import { claimEvidence } from "./evidence.service";
import type { OwnerAct } from "./ticket-context";
import { transition } from "./ticket-decision.service";
import { getTicket } from "./ticket-reading.service";

/**
 * Asks to cancel or refund a ticket in force (Approved, or CancelRejected again). A full refund
 * gives back the amount and a cancelled renewal nothing; both need no evidence. Any other amount,
 * between 0 and the ticket's amount, is a partial refund and needs evidence. The owner asks, or HR
 * for them (cancelByAF): `act` says which.
 */
export async function cancelTicket(
  deps: AppDeps,
  session: SessionClaims,
  act: OwnerAct,
  input: CancelTicket,
): Promise<Ticket> {
  const ticket = await findTicket(deps.db, input.ticketId);
  if (!ticket || ticket.employeeId !== act.ownerId) throw AppError.notFound();
  if (input.cancelDate > ticket.endDate)
    throw AppError.field("cancelDate", TicketMessages.refundTypeMismatch);
  if (input.refundAmount > ticket.amount)
    throw AppError.field("refundAmount", TicketMessages.refundAmountRange);
  const expected = { full: ticket.amount, renewal: 0 } as const;
  if (input.cancelType !== "partial" && input.refundAmount !== expected[input.cancelType]) {
    throw AppError.field("refundAmount", TicketMessages.refundTypeMismatch);
  }
  const needsEvidence = input.cancelType === "partial";
  if (needsEvidence && input.evidenceIds.length === 0) {
    throw AppError.field("evidenceIds", TicketMessages.evidenceRequired);
  }
  await transition(deps, session, "requestCancel", ticket.id, {
    actingForOwner: act.actorId !== act.ownerId,
    extra: {
      cancelDate: input.cancelDate,
      cancelType: input.cancelType,
      refundAmount: input.refundAmount,
      cancelReason: input.cancelReason,
      cancelNote: input.note || null,
    },
    inTransaction: async (trx) => {
      if (input.evidenceIds.length === 0) return;
      await claimEvidence(trx, {
        evidenceIds: input.evidenceIds,
        uploaderId: act.actorId,
        ticketId: ticket.id,
        purpose: "cancel",
      });
    },
  });
  return getTicket(deps, session, ticket.id);
}
