import { LeaveStatus } from "@portal/contract/leave/leave.constants";
import {
  allowedLeaveActions,
  type LeaveAction,
  type LeaveActor,
} from "@portal/contract/leave/leave-status-machine";
import type { MenuRole } from "@portal/contract/menu/menu.constants";

/** What deciding on a request needs to know of it. */
export interface LeaveRequestParties {
  employeeId: number;
  leaderEmployeeId: number | null;
  status: number;
  hrConfirms: number;
}

/**
 * Nobody decides the leader's step of a request whose owner leads the department, or of a
 * department without a leader: HR does (docs/decisions/040).
 */
export const leaderStepFallsToHr = (request: LeaveRequestParties) =>
  request.leaderEmployeeId === null || request.leaderEmployeeId === request.employeeId;

/**
 * The parts the caller plays on a request: its owner only, whatever roles they hold (nobody decides
 * their own request); otherwise the owner's department leader, and HR (who also takes the leader's
 * step where it falls to HR).
 */
export function actorsOn(
  request: LeaveRequestParties,
  callerId: number,
  roles: ReadonlySet<MenuRole>,
): LeaveActor[] {
  if (request.employeeId === callerId) return ["owner"];
  const actors: LeaveActor[] = [];
  if (request.leaderEmployeeId === callerId) actors.push("leader");
  if (roles.has("hr")) actors.push("hr");
  return actors;
}

/** Whether the caller may read the request (its days, reason and history): a draft is its owner's alone. */
export const maySeeRequest = (request: LeaveRequestParties, actors: readonly LeaveActor[]) =>
  actors.includes("owner") || (actors.length > 0 && request.status !== LeaveStatus.draft);

/** The actions the caller may take on the request now. */
export function actionsFor(request: LeaveRequestParties, actors: readonly LeaveActor[]): LeaveAction[] {
  const status = request.status as LeaveStatus;
  const needsHr = request.hrConfirms === 1;
  const actions = new Set<LeaveAction>();
  for (const actor of actors) {
    for (const action of allowedLeaveActions(actor, status, needsHr)) {
      // The daily job takes leave up, and payroll's close has no route yet.
      if (action === "takeUp" || action === "close") continue;
      actions.add(action);
    }
    if (actor === "hr" && leaderStepFallsToHr(request)) {
      for (const action of allowedLeaveActions("leader", status, needsHr)) actions.add(action);
    }
  }
  return [...actions];
}
