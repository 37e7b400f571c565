import type {
  CancelType,
  TicketDuration,
  TicketKind,
  TicketStatus,
  TransportType,
} from "@portal/contract/commutation-ticket/commutation-ticket.constants";
import type {
  Evidence,
  Ticket,
  TicketLog,
} from "@portal/contract/commutation-ticket/commutation-ticket.schema";
import type { EmployeeChoice } from "@portal/contract/commutation-ticket/ticket-review.schema";
import {
  activeTicketStatuses,
  allowedActions,
  type TicketActor,
  type TicketLogAction,
  waitingOn,
} from "@portal/contract/commutation-ticket/ticket-status-machine";
import type { TicketRow } from "./commutation-ticket.repository";
import { mayReadHrNote } from "./ticket-access";

export function toTicket(
  row: TicketRow,
  actors: ReadonlySet<TicketActor>,
  evidences: Evidence[],
  options: { canContinue?: boolean } = {},
): Ticket {
  const status = row.status as TicketStatus;
  const actions = allowedActions(status, actors);
  return {
    id: row.id,
    routeId: row.routeId,
    employeeId: row.employeeId,
    account: row.account,
    employeeName: row.employeeName,
    employeeCode: row.employeeCode,
    departmentName: row.departmentNameEn,
    departmentNameJa: row.departmentNameJa || row.departmentNameEn,
    workingAddress: row.workingAddress,
    kind: row.kind as TicketKind,
    previousTicketId: row.previousTicketId,
    departure: row.departure,
    arrival: row.arrival,
    transportType: row.transportType as TransportType,
    amount: row.amount,
    startDate: row.startDate,
    displayStartDate: row.startDate.replaceAll("-", ""),
    endDate: row.endDate,
    duration: row.duration as TicketDuration,
    notes: row.notes,
    isNewTicket: row.kind !== "continueTicket",
    ticketSequence: row.ticketSequence,
    status,
    overBudget: row.overBudget === 1,
    submittedDate: row.submittedAt,
    cancelDate: row.cancelDate,
    cancelType: row.cancelType as CancelType | null,
    refundAmount: row.refundAmount,
    cancelReason: row.cancelReason,
    cancelNote: row.cancelNote,
    rejectReason: row.rejectReason,
    hrNote: mayReadHrNote(actors) ? (row.hrNote ?? "") : null,
    canReview: actors.has("hr"),
    canEditRoute: actions.includes("edit"),
    canDeleteRoute: actions.includes("delete"),
    canContinue: options.canContinue ?? false,
    isChangeWorkingAddress:
      row.isChangeWorkingAddress === 1 && (activeTicketStatuses as readonly number[]).includes(status),
    allowedActions: actions,
    waitingOn: waitingOn(status),
    evidences,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

export function toTicketLog(row: {
  id: number;
  action: string;
  fromStatus: number | null;
  toStatus: number | null;
  reason: string | null;
  actorName: string;
  onBehalfOfName: string | null;
  via: string | null;
  actedAt: string;
}): TicketLog {
  return {
    id: row.id,
    action: row.action as TicketLogAction,
    fromStatus: row.fromStatus as TicketStatus | null,
    toStatus: row.toStatus as TicketStatus | null,
    reason: row.reason,
    actorName: row.actorName,
    onBehalfOfName: row.onBehalfOfName,
    via: row.via === "delegation" || row.via === "actingFor" ? row.via : null,
    actedAt: row.actedAt,
  };
}

/** The working place as one line: post code, then the address. */
export function formatWorkingAddress(place: {
  postCode: string | null;
  address1: string | null;
  address2: string | null;
}): string {
  if (!place.address1) return "";
  const postCode = place.postCode ? `〒${place.postCode.replace(/^(\d{3})(\d{4})$/, "$1-$2")} ` : "";
  return `${postCode}${place.address1}${place.address2 ? ` ${place.address2}` : ""}`;
}

/** An employee to choose (whom HR acts for, a delegate). */
export function toEmployeeChoice(row: {
  id: number;
  account: string;
  employeeCode: string;
  displayName: string;
  nameEn: string;
  nameJa: string;
}): EmployeeChoice {
  return {
    id: row.id,
    account: row.account,
    employeeCode: row.employeeCode,
    name: row.displayName,
    departmentName: row.nameEn,
    departmentNameJa: row.nameJa || row.nameEn,
  };
}
