import { LeaveStatus } from "./leave.constants";

/**
 * The leave request's status machine, written once: the server enforces it and the web reads it
 * to offer only the allowed actions (docs/decisions/040). Who acts: the request's owner, the
 * leader of the owner's department (or their delegate), HR, and the system (the daily job that
 * marks a request taken once its last day has passed). On their own request a caller is only its
 * owner, whatever roles they hold: nobody decides their own request.
 */
export type LeaveActor = "owner" | "leader" | "hr" | "system";

export const leaveActions = [
  "submit",
  "edit",
  "delete",
  "cancel",
  "leaderApprove",
  "leaderReject",
  "hrConfirm",
  "hrReject",
  "takeUp",
  "close",
] as const;
export type LeaveAction = (typeof leaveActions)[number];

export interface LeaveTransition {
  actor: LeaveActor;
  from: readonly LeaveStatus[];
  /** The status after the action; null deletes the request. */
  to: LeaveStatus | null;
  /** A refusal needs a reason, which the owner sees. */
  reasonRequired: boolean;
}

const S = LeaveStatus;

export const leaveTransitions: Record<LeaveAction, LeaveTransition> = {
  /** A draft goes to the leader. */
  submit: { actor: "owner", from: [S.draft], to: S.submitted, reasonRequired: false },
  /** Changed while nobody has decided, or after a refusal: it goes to the leader again. */
  edit: { actor: "owner", from: [S.draft, S.submitted, S.rejected], to: S.submitted, reasonRequired: false },
  delete: { actor: "owner", from: [S.draft], to: null, reasonRequired: false },
  /** Withdrawn before it is taken; after an approval the leader (and HR) are told. */
  cancel: {
    actor: "owner",
    from: [S.submitted, S.approved, S.hrConfirm],
    to: S.cancelled,
    reasonRequired: false,
  },
  leaderApprove: { actor: "leader", from: [S.submitted], to: S.approved, reasonRequired: false },
  leaderReject: { actor: "leader", from: [S.submitted], to: S.rejected, reasonRequired: true },
  /** For types HR confirms (special leave with evidence, long-term off): after the leader's approval. */
  hrConfirm: { actor: "hr", from: [S.approved], to: S.hrConfirm, reasonRequired: false },
  hrReject: { actor: "hr", from: [S.approved], to: S.rejected, reasonRequired: true },
  /** The day after its last day: taken. A type HR confirms is taken only once confirmed. */
  takeUp: { actor: "system", from: [S.approved, S.hrConfirm], to: S.takenUp, reasonRequired: false },
  /** HR closes the payroll month: its taken requests are closed for good. */
  close: { actor: "hr", from: [S.takenUp], to: S.closed, reasonRequired: false },
};

/** Whether `actor` may take `action` on a request in `status`; `needsHr`: the type needs HR's confirmation. */
export function canLeave(
  action: LeaveAction,
  actor: LeaveActor,
  status: LeaveStatus,
  needsHr: boolean,
): boolean {
  const transition = leaveTransitions[action];
  if (transition.actor !== actor || !transition.from.includes(status)) return false;
  // A type HR confirms is not taken before HR has confirmed it; other types never wait for HR.
  if (action === "takeUp" && needsHr) return status === S.hrConfirm;
  if ((action === "hrConfirm" || action === "hrReject") && !needsHr) return false;
  return true;
}

/** The actions `actor` may take on a request in `status`. */
export function allowedLeaveActions(actor: LeaveActor, status: LeaveStatus, needsHr: boolean): LeaveAction[] {
  return leaveActions.filter((action) => canLeave(action, actor, status, needsHr));
}
