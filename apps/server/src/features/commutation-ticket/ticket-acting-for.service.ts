import { HttpStatus } from "@portal/contract/common/http";
import { maxId } from "@portal/contract/common/ids";
import { TicketMessages } from "@portal/contract/commutation-ticket/commutation-ticket.constants";
import type {
  CommutingRoute,
  Evidence,
  Ticket,
} from "@portal/contract/commutation-ticket/commutation-ticket.schema";
import type {
  AddTicketFor,
  CancelTicketFor,
  OverBudgetFor,
  UpdateTicketFor,
} from "@portal/contract/commutation-ticket/ticket-acting-for.schema";
import type { AppDeps } from "../../app-deps";
import { AppError } from "../../lib/app-error";
import { requireRole } from "../auth/roles";
import type { SessionClaims } from "../auth/token";
import { createTickets, updateTicket } from "./commutation-ticket.service";
import { type ReadEvidenceUpload, uploadEvidence } from "./evidence.service";
import { ownDecisionRefused } from "./ticket-access";
import { cancelTicket } from "./ticket-cancel.service";
import type { OwnerAct } from "./ticket-context";
import { checkOverBudget } from "./ticket-reading.service";
import { findEmployeeSummary } from "./ticket-review.repository";

/**
 * The AF calls: HR acts for an employee with the employee's own rules (the same checks, the same
 * status machine); the ticket's log records HR as the actor and the employee as the one acted
 * for. Only HR may act for someone; an unknown employee is a field error.
 */
async function actFor(deps: AppDeps, session: SessionClaims, employeeId: number): Promise<OwnerAct> {
  await requireRole(deps, session.employeeId, "hr");
  // HR's own tickets go through their own calls: acting for oneself would let HR stand in on
  // both sides of the four-eyes rule.
  if (employeeId === session.employeeId) throw ownDecisionRefused();
  if (!(await findEmployeeSummary(deps.db, employeeId))) {
    throw AppError.field("employeeId", TicketMessages.employeeNotFound, {}, HttpStatus.notFound);
  }
  return { ownerId: employeeId, actorId: session.employeeId };
}

/** addTicketAF: a new request of one or more legs for the employee. */
export async function addTicketFor(
  deps: AppDeps,
  session: SessionClaims,
  input: AddTicketFor,
): Promise<CommutingRoute> {
  return createTickets(deps, await actFor(deps, session, input.employeeId), input.tickets);
}

/** updateTicketAF: corrects (and resubmits) one of the employee's tickets. */
export async function updateTicketFor(
  deps: AppDeps,
  session: SessionClaims,
  input: UpdateTicketFor,
): Promise<Ticket> {
  const { employeeId, id, ...ticket } = input;
  return updateTicket(deps, await actFor(deps, session, employeeId), id, ticket);
}

/** cancelByAF: asks to cancel or refund one of the employee's tickets in force. */
export async function cancelTicketFor(
  deps: AppDeps,
  session: SessionClaims,
  input: CancelTicketFor,
): Promise<Ticket> {
  const { employeeId, ...cancel } = input;
  return cancelTicket(deps, session, await actFor(deps, session, employeeId), cancel);
}

/** checkOverBudgetAF: whether the employee's route with this leg would exceed their limit. */
export async function checkOverBudgetFor(
  deps: AppDeps,
  session: SessionClaims,
  input: OverBudgetFor,
): Promise<{ data: boolean }> {
  const { employeeId, ...query } = input;
  const act = await actFor(deps, session, employeeId);
  return checkOverBudget(deps, act.ownerId, query);
}

/**
 * uploadEvidenceForAF: a file HR uploads for the employee, kept for HR until a ticket or a
 * cancellation HR makes for them claims it. HR is checked before the body is read.
 */
export async function uploadEvidenceFor(
  deps: AppDeps,
  session: SessionClaims,
  read: ReadEvidenceUpload,
): Promise<Evidence> {
  await requireRole(deps, session.employeeId, "hr");
  return uploadEvidence(deps, session, async () => {
    const upload = await read();
    const employeeId = Number(upload?.employeeId);
    if (upload && !(Number.isSafeInteger(employeeId) && employeeId > 0 && employeeId <= maxId)) {
      throw AppError.field("employeeId", TicketMessages.employeeNotFound, {}, HttpStatus.notFound);
    }
    if (upload) await actFor(deps, session, employeeId);
    return upload;
  });
}
