import { roleRules } from "@portal/contract/auth/auth.roles";
import type { MenuRole } from "@portal/contract/menu/menu.constants";
import type { AppDeps } from "../../app-deps";
import { AppError } from "../../lib/app-error";
import { activeStatus } from "../../lib/employee-status";
import { rememberForRequest } from "../../lib/request-memo";
import { toRoleFlags } from "./auth.presenter";
import {
  type AccountRow,
  countLedDepartments,
  findActiveAccounts,
  findByEmployeeId,
  findDepartmentLeaderIds,
} from "./auth.repository";

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

/**
 * The roles of the employee behind a session, or none when the account is gone: read once per
 * request (lib/request-memo.ts), the set shared by the request's checks.
 */
export function loadRoles(deps: AppDeps, employeeId: number): Promise<ReadonlySet<MenuRole>> {
  return rememberForRequest(`roles:${employeeId}`, async () => {
    const account = await findByEmployeeId(deps.db, employeeId);
    if (!account) return new Set<MenuRole>();
    return rolesOf(account, await countLedDepartments(deps.db, employeeId));
  });
}

/** Refuses (401, permission denied) a signed-in user who lacks the role; read from the record. */
export async function requireRole(deps: AppDeps, employeeId: number, role: MenuRole): Promise<void> {
  const roles = await loadRoles(deps, employeeId);
  if (!roles.has(role)) throw AppError.permissionDenied();
}

/** Refuses (401) a signed-in user who holds none of these roles. */
export async function requireAnyRole(
  deps: AppDeps,
  employeeId: number,
  roles: readonly MenuRole[],
): Promise<void> {
  const held = await loadRoles(deps, employeeId);
  if (!roles.some((role) => held.has(role))) throw AppError.permissionDenied();
}

/**
 * Every active employee holding the role (or, given `among`, those of them), computed with the
 * same rules as a user's own roles.
 */
export async function employeeIdsWithRole(
  deps: AppDeps,
  role: MenuRole,
  among?: readonly number[],
): Promise<number[]> {
  const [accounts, leaders] = await Promise.all([
    findActiveAccounts(deps.db, activeStatus, among),
    findDepartmentLeaderIds(deps.db),
  ]);
  const ledCount = new Map<number, number>();
  for (const leaderId of leaders) ledCount.set(leaderId, (ledCount.get(leaderId) ?? 0) + 1);
  return accounts
    .filter((account) => rolesOf(account, ledCount.get(account.employeeId) ?? 0).has(role))
    .map((account) => account.employeeId);
}
