import { HttpStatus } from "@portal/contract/common/http";
import type { DelegationRole } from "@portal/contract/commutation-ticket/ticket-delegation.schema";
import type { TicketActor } from "@portal/contract/commutation-ticket/ticket-status-machine";
// The refusal of a self-decision is worded once for every kind of request (change requests first).
import { ChangeRequestMessages } from "@portal/contract/employee-change/employee-change.constants";
import type { MenuRole } from "@portal/contract/menu/menu.constants";
import type { AppDeps } from "../../app-deps";
import { AppError } from "../../lib/app-error";
import { companyDate } from "../../lib/company-date";
import { rememberForRequest } from "../../lib/request-memo";
import { loadRoles } from "../auth/roles";
import { findActiveReceived } from "./ticket-delegation.repository";

/** The role a delegator must hold to hand on each kind of queue. */
export const delegatedRoleOf: Record<DelegationRole, MenuRole> = {
  leader: "departmentLeader",
  approver: "ticketApprover",
};

/** The caller as far as tickets care: their roles and the queues delegated to them today. */
export interface TicketViewer {
  id: number;
  roles: ReadonlySet<MenuRole>;
  /** Delegators whose queue the viewer holds today, per role. */
  delegated: Readonly<Record<DelegationRole, readonly number[]>>;
}

/** Who the caller is to a ticket's owner, and for whom they act when only a delegation makes them so. */
export interface TicketAccess {
  actors: Set<TicketActor>;
  /** The delegator a delegate stands in for, per actor the delegation gives. */
  onBehalfOf: Partial<Record<TicketActor, number>>;
  /**
   * The deciding actors the caller's roles or delegations would make them, withheld because the
   * ticket is their own: nobody decides their own request, in any role (decision 018).
   */
  withheld: Set<TicketActor>;
}

/**
 * The queues the caller holds today by delegation. A delegate must hold the delegator role
 * themselves, and the delegator must still hold the role they handed on.
 */
async function activeDelegations(
  deps: AppDeps,
  callerId: number,
  roles: ReadonlySet<MenuRole>,
): Promise<Record<DelegationRole, number[]>> {
  const result: Record<DelegationRole, number[]> = { leader: [], approver: [] };
  if (!roles.has("delegator")) return result;
  const rows = await findActiveReceived(deps.db, callerId, companyDate(deps.clock.now()));
  for (const row of rows) {
    const role = row.role as DelegationRole;
    if (!(role in result) || row.delegatorId === callerId) continue;
    if (!(await loadRoles(deps, row.delegatorId)).has(delegatedRoleOf[role])) continue;
    result[role].push(row.delegatorId);
  }
  return result;
}

/** Who the caller is to tickets today: read once per request (lib/request-memo.ts). */
export function loadViewer(deps: AppDeps, callerId: number): Promise<TicketViewer> {
  return rememberForRequest(`ticket-viewer:${callerId}`, async () => {
    const roles = await loadRoles(deps, callerId);
    return { id: callerId, roles, delegated: await activeDelegations(deps, callerId, roles) };
  });
}

/**
 * The roles the viewer acts in today: their own, plus department leader or ticket approver while
 * they hold such a queue by delegation (the menu shows a delegate the queues they hold).
 */
export function effectiveRoles(viewer: TicketViewer): Set<MenuRole> {
  const roles = new Set(viewer.roles);
  if (viewer.delegated.leader.length > 0) roles.add(delegatedRoleOf.leader);
  if (viewer.delegated.approver.length > 0) roles.add(delegatedRoleOf.approver);
  return roles;
}

/** The leaders whose queue the viewer holds: their own departments' and those delegated to them. */
export function leaderIdsOf(viewer: TicketViewer): number[] {
  return [viewer.id, ...viewer.delegated.leader];
}

/**
 * Who the viewer is to an owner whose department the leader leads (pure: lists use it per row).
 * The one rule of self-decisions lives here: on their own ticket the viewer is the owner and
 * nothing else, whatever roles they hold or queues they keep for others, and a delegate never
 * stands in for the ticket's owner either. Every decision asks `requireDecider`.
 */
export function accessOf(
  viewer: TicketViewer,
  owner: { employeeId: number; departmentLeaderId: number | null },
): TicketAccess {
  const deciding = new Set<TicketActor>();
  const onBehalfOf: TicketAccess["onBehalfOf"] = {};
  const isOwner = viewer.id === owner.employeeId;
  const leaderId = owner.departmentLeaderId;
  if (leaderId === viewer.id) deciding.add("leader");
  if (viewer.roles.has("hr")) deciding.add("hr");
  if (viewer.roles.has("ticketApprover")) deciding.add("approver");
  const isDelegator = (id: number) => id !== owner.employeeId;
  if (!deciding.has("leader") && leaderId !== null && isDelegator(leaderId)) {
    if (viewer.delegated.leader.includes(leaderId)) {
      deciding.add("leader");
      onBehalfOf.leader = leaderId;
    }
  }
  const approverId = viewer.delegated.approver.find(isDelegator);
  if (!deciding.has("approver") && approverId !== undefined) {
    deciding.add("approver");
    onBehalfOf.approver = approverId;
  }
  if (isOwner) return { actors: new Set(["owner"]), onBehalfOf: {}, withheld: deciding };
  return { actors: deciding, onBehalfOf, withheld: new Set() };
}

/** Refused because the request is the caller's own: the message change requests give. */
export function ownDecisionRefused(): AppError {
  return new AppError(HttpStatus.permissionDenied, ChangeRequestMessages.cannotDecideOwn);
}

/**
 * The guard of every decision on a ticket (status changes, evidence review, HR's note, refunds,
 * bulk calls, acting for): the caller must be `actor` to it. One whose role would make them so
 * but who owns the ticket is refused with `ownDecisionRefused` (401); anyone else who may see it
 * gets a plain 401.
 */
export function requireDecider(access: TicketAccess, actor: TicketActor): void {
  if (access.actors.has(actor)) return;
  if (access.withheld.has(actor)) throw ownDecisionRefused();
  throw AppError.permissionDenied();
}

/** Who the caller is to a ticket's owner (owner, leader, HR, approver), delegations included. */
export async function accessFor(
  deps: AppDeps,
  callerId: number,
  owner: { employeeId: number; deptId: number },
): Promise<TicketAccess> {
  const [viewer, department] = await Promise.all([
    loadViewer(deps, callerId),
    deps.db
      .selectFrom("departments")
      .select("leaderEmployeeId")
      .where("id", "=", owner.deptId)
      .executeTakeFirst(),
  ]);
  return accessOf(viewer, {
    employeeId: owner.employeeId,
    departmentLeaderId: department?.leaderEmployeeId ?? null,
  });
}

/** Who the caller is to a ticket's owner: any of owner, leader, HR and approver, or none. */
export async function actorsFor(
  deps: AppDeps,
  callerId: number,
  owner: { employeeId: number; deptId: number },
): Promise<Set<TicketActor>> {
  return (await accessFor(deps, callerId, owner)).actors;
}

/** Whether the caller may see the owner's tickets and files at all. */
export function maySee(actors: ReadonlySet<TicketActor>): boolean {
  return actors.size > 0;
}

/** HR and approvers read HR's note on a ticket; nobody else does. */
export function mayReadHrNote(actors: ReadonlySet<TicketActor>): boolean {
  return actors.has("hr") || actors.has("approver");
}
