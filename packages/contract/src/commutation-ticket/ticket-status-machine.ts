import { TicketStatus } from "./commutation-ticket.constants";

/**
 * The commuting ticket's status machine, written once: the server enforces it and the web reads
 * it to offer only the allowed actions. Who may act: the ticket's owner, the leader of the
 * owner's department, HR, and the ticket approver; on their own ticket a caller is only its owner,
 * whatever roles they hold (nobody decides their own request).
 */
export type TicketActor = "owner" | "leader" | "hr" | "approver";

export const ticketActions = [
  "edit",
  "delete",
  "leaderConfirm",
  "leaderReject",
  "hrConfirm",
  "hrReject",
  "approve",
  "approverReject",
  "requestCancel",
  "approveRefund",
  "rejectRefund",
] as const;
export type TicketAction = (typeof ticketActions)[number];

/**
 * What a ticket's log rows record: its submission, the machine's actions, and HR's review of its
 * evidence files (which does not change the status).
 */
export const ticketLogActions = ["submit", ...ticketActions, "approveEvidence", "rejectEvidence"] as const;
export type TicketLogAction = (typeof ticketLogActions)[number];

/** How many days before its end a ticket in force may be continued. */
export const continueWindowDays = 30;

/** Where a submission goes (a new ticket, an edit or a resubmission): see submitStatus(). */
export const submitTarget = "submit" as const;

export interface TicketTransition {
  actor: TicketActor;
  from: readonly TicketStatus[];
  /** The status after the action; "submit" is decided by submitStatus(); null deletes. */
  to: TicketStatus | typeof submitTarget | null;
  /** A rejection needs a reason, which the owner sees. */
  reasonRequired: boolean;
}

const S = TicketStatus;
/** Nobody has confirmed it yet, or it came back rejected: the owner may still change it. */
const ownerChangeable = [S.submitted, S.submittedToManager, S.rejectedNew, S.rejected] as const;

export const ticketTransitions: Record<TicketAction, TicketTransition> = {
  /** Edit and (re)submit: before anyone confirmed it, or after a rejection. */
  edit: { actor: "owner", from: ownerChangeable, to: submitTarget, reasonRequired: false },
  delete: { actor: "owner", from: ownerChangeable, to: null, reasonRequired: false },
  leaderConfirm: {
    actor: "leader",
    from: [S.submittedToManager],
    to: S.managerConfirmed,
    reasonRequired: false,
  },
  leaderReject: { actor: "leader", from: [S.submittedToManager], to: S.rejectedNew, reasonRequired: true },
  hrConfirm: {
    actor: "hr",
    from: [S.managerConfirmed, S.submitted, S.rejectedToHr],
    to: S.hrConfirmed,
    reasonRequired: false,
  },
  hrReject: {
    actor: "hr",
    from: [S.managerConfirmed, S.submitted, S.rejectedToHr],
    to: S.rejected,
    reasonRequired: true,
  },
  approve: { actor: "approver", from: [S.hrConfirmed], to: S.approved, reasonRequired: false },
  approverReject: { actor: "approver", from: [S.hrConfirmed], to: S.rejectedToHr, reasonRequired: true },
  /** Cancel or refund a ticket in force; after a refused cancellation it may be asked again. */
  requestCancel: {
    actor: "owner",
    from: [S.approved, S.cancelRejected],
    to: S.cancelling,
    reasonRequired: false,
  },
  approveRefund: { actor: "hr", from: [S.cancelling], to: S.cancelled, reasonRequired: false },
  rejectRefund: { actor: "hr", from: [S.cancelling], to: S.cancelRejected, reasonRequired: true },
};

/**
 * Where a submission goes: to the leader (7 SubmittedToManager), or straight to HR (1 Submitted)
 * when the owner has no leader other than themselves, or when it continues a ticket with the same
 * route and amount.
 */
export function submitStatus(options: {
  hasOtherLeader: boolean;
  isUnchangedContinuation: boolean;
}): TicketStatus {
  if (!options.hasOtherLeader || options.isUnchangedContinuation) return S.submitted;
  return S.submittedToManager;
}

/** Whether the action may be taken on a ticket in this status (the actor is checked apart). */
export function canTransition(action: TicketAction, status: TicketStatus): boolean {
  return (ticketTransitions[action].from as readonly TicketStatus[]).includes(status);
}

/** The actions these actors may take on a ticket in this status. */
export function allowedActions(status: TicketStatus, actors: ReadonlySet<TicketActor>): TicketAction[] {
  return ticketActions.filter(
    (action) => actors.has(ticketTransitions[action].actor) && canTransition(action, status),
  );
}

/** Who acts next on a ticket in this status (the web's "waiting on" step); null when no one. */
export function waitingOn(status: TicketStatus): TicketActor | null {
  switch (status) {
    case S.submittedToManager:
      return "leader";
    case S.submitted:
    case S.managerConfirmed:
    case S.rejectedToHr:
    case S.cancelling:
      return "hr";
    case S.hrConfirmed:
      return "approver";
    case S.rejectedNew:
    case S.rejected:
      return "owner";
    default:
      return null;
  }
}

/**
 * Statuses of a pass the company pays for: approved, and still so while a cancellation waits for
 * HR or after it was refused.
 */
export const inForceTicketStatuses: readonly TicketStatus[] = [S.approved, S.cancelling, S.cancelRejected];

/** Statuses in which a ticket counts towards the route's cost (asked for or in force). */
export const activeTicketStatuses: readonly TicketStatus[] = [
  S.submitted,
  S.approved,
  S.cancelling,
  S.cancelRejected,
  S.submittedToManager,
  S.managerConfirmed,
  S.hrConfirmed,
  S.rejectedToHr,
];
