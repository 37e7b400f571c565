import type { DelegationRole } from "@portal/contract/commutation-ticket/ticket-delegation.schema";
import type { TicketActor } from "@portal/contract/commutation-ticket/ticket-status-machine";
import type { MenuRole } from "@portal/contract/menu/menu.constants";
import type { AppDeps } from "../../app-deps";
import { loadRoles } from "../auth/roles";
import { companyDate } from "../campaign/campaign.dates";
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
  delegated: Record<DelegationRole, number[]>;
}

/** Who the caller is to a ticket's owner, and for whom they act when only a delegation makes them so. */
export interface TicketAccess {
  actors: Set<TicketActor>;
  /** The delegator a delegate stands in for, per actor the delegation gives. */
  onBehalfOf: Partial<Record<TicketActor, number>>;
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

export async function loadViewer(deps: AppDeps, callerId: number): Promise<TicketViewer> {
  const roles = await loadRoles(deps, callerId);
  return { id: callerId, roles, delegated: await activeDelegations(deps, callerId, roles) };
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

/** Who the viewer is to an owner whose department the leader leads (pure: lists use it per row). */
export function accessOf(
  viewer: TicketViewer,
  owner: { employeeId: number; departmentLeaderId: number | null },
): TicketAccess {
  const actors = new Set<TicketActor>();
  const onBehalfOf: TicketAccess["onBehalfOf"] = {};
  const isOwner = viewer.id === owner.employeeId;
  if (isOwner) actors.add("owner");
  // A leader never decides on their own tickets, nor does a delegate.
  if (owner.departmentLeaderId === viewer.id && !isOwner) actors.add("leader");
  if (viewer.roles.has("hr")) actors.add("hr");
  if (viewer.roles.has("ticketApprover")) actors.add("approver");
  const leaderId = owner.departmentLeaderId;
  if (!actors.has("leader") && !isOwner && leaderId !== null && viewer.delegated.leader.includes(leaderId)) {
    actors.add("leader");
    onBehalfOf.leader = leaderId;
  }
  const [approverId] = viewer.delegated.approver;
  if (!actors.has("approver") && !isOwner && approverId !== undefined) {
    actors.add("approver");
    onBehalfOf.approver = approverId;
  }
  return { actors, onBehalfOf };
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
