import { roleRules } from "@portal/contract/auth/auth.roles";
import type { MenuRole } from "@portal/contract/menu/menu.constants";
import type { AppDeps } from "../../app-deps";
import { AppError } from "../../lib/app-error";
import { toRoleFlags } from "./auth.presenter";
import { type AccountRow, countLedDepartments, findByEmployeeId } from "./auth.repository";

/** A signed-in user's roles, computed from their record with the spec's rules. */
export function rolesOf(account: AccountRow, ledDepartments: number): Set<MenuRole> {
  const flags = toRoleFlags(account, ledDepartments);
  const checks: Record<MenuRole, boolean> = {
    hr: roleRules.isHr(flags),
    trainingTeam: roleRules.isTrainingTeam(flags),
    seatAdmin: roleRules.isSeatAdmin(flags),
    departmentLeader: roleRules.isDepartmentLeader(flags),
    delegator: roleRules.isDelegator(flags),
    ndaOwner: roleRules.isNdaOwner(flags),
    fesAdmin: roleRules.isFesAdmin(flags),
    ndaAdmin: roleRules.isNdaAdmin(flags),
    ticketApprover: roleRules.isTicketApprover(flags),
    administrator: roleRules.isAdministrator(flags),
  };
  return new Set((Object.keys(checks) as MenuRole[]).filter((role) => checks[role]));
}

/** The roles of the employee behind a session, or none when the account is gone. */
export async function loadRoles(deps: AppDeps, employeeId: number): Promise<Set<MenuRole>> {
  const account = await findByEmployeeId(deps.db, employeeId);
  if (!account) return new Set();
  return rolesOf(account, await countLedDepartments(deps.db, employeeId));
}

/** Refuses (401, permission denied) a signed-in user who lacks the role; read from the record. */
export async function requireRole(deps: AppDeps, employeeId: number, role: MenuRole): Promise<void> {
  const roles = await loadRoles(deps, employeeId);
  if (!roles.has(role)) throw AppError.permissionDenied();
}
