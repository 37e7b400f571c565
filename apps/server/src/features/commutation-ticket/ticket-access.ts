import type { TicketActor } from "@portal/contract/commutation-ticket/ticket-status-machine";
import type { AppDeps } from "../../app-deps";
import { loadRoles } from "../auth/roles";

/** Who the caller is to a ticket's owner: any of owner, leader, HR and approver, or none. */
export async function actorsFor(
  deps: AppDeps,
  callerId: number,
  owner: { employeeId: number; deptId: number },
): Promise<Set<TicketActor>> {
  const actors = new Set<TicketActor>();
  if (callerId === owner.employeeId) actors.add("owner");
  const [roles, department] = await Promise.all([
    loadRoles(deps, callerId),
    deps.db
      .selectFrom("departments")
      .select("leaderEmployeeId")
      .where("id", "=", owner.deptId)
      .executeTakeFirst(),
  ]);
  // A leader never decides on their own tickets.
  if (department?.leaderEmployeeId === callerId && callerId !== owner.employeeId) actors.add("leader");
  if (roles.has("hr")) actors.add("hr");
  if (roles.has("ticketApprover")) actors.add("approver");
  return actors;
}

/** Whether the caller may see the owner's tickets and files at all. */
export function maySee(actors: ReadonlySet<TicketActor>): boolean {
  return actors.size > 0;
}
