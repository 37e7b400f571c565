import { addDays } from "@portal/contract/common/dates";
import { TicketMessages } from "@portal/contract/commutation-ticket/commutation-ticket.constants";
import {
  type Delegation,
  type DelegationInput,
  type DelegationRole,
  type Delegations,
  delegationMaxDays,
  delegationRoles,
} from "@portal/contract/commutation-ticket/ticket-delegation.schema";
import type { EmployeeChoice } from "@portal/contract/commutation-ticket/ticket-review.schema";
import type { AppDeps } from "../../app-deps";
import { AppError } from "../../lib/app-error";
import { companyToday } from "../../lib/company-date";
import { employeeIdsWithRole, loadRoles } from "../auth/roles";
import type { SessionClaims } from "../auth/token";
import { pushMenuNumbers } from "../menu/menu.service";
import { toEmployeeChoice } from "./commutation-ticket.presenter";
import { delegatedRoleOf } from "./ticket-access";
import * as delegations from "./ticket-delegation.repository";
import { findEmployees } from "./ticket-review.repository";

function toDelegation(row: delegations.DelegationRow, today: string): Delegation {
  return {
    id: row.id,
    role: row.role as DelegationRole,
    delegatorId: row.delegatorId,
    delegatorName: row.delegatorName,
    delegateId: row.delegateId,
    delegateName: row.delegateName,
    fromDate: row.fromDate,
    toDate: row.toDate,
    active: row.fromDate <= today && row.toDate >= today,
    createdAt: row.createdAt,
  };
}

/** The roles the employee holds that may be handed on. */
async function delegableRoles(deps: AppDeps, employeeId: number): Promise<DelegationRole[]> {
  const roles = await loadRoles(deps, employeeId);
  return delegationRoles.filter((role) => roles.has(delegatedRoleOf[role]));
}

/** GET delegations: what the caller gave and received (current and coming ones). */
export async function getDelegations(deps: AppDeps, session: SessionClaims): Promise<Delegations> {
  const today = companyToday(deps);
  const [canDelegate, given, received] = await Promise.all([
    delegableRoles(deps, session.employeeId),
    delegations.findGiven(deps.db, session.employeeId, today),
    delegations.findReceived(deps.db, session.employeeId, today),
  ]);
  return {
    canDelegate,
    given: given.map((row) => toDelegation(row, today)),
    received: received.map((row) => toDelegation(row, today)),
  };
}

/**
 * POST delegations: the caller hands on their leader's or approver's queue to an employee with
 * the delegator role, for a period that has not ended, at most a year long, not overlapping
 * another of theirs for the same role.
 */
export async function addDelegation(
  deps: AppDeps,
  session: SessionClaims,
  input: DelegationInput,
): Promise<Delegation> {
  const delegatorId = session.employeeId;
  if (!(await delegableRoles(deps, delegatorId)).includes(input.role)) {
    throw AppError.field("role", TicketMessages.cannotDelegate);
  }
  const delegateRoles = await loadRoles(deps, input.delegateId);
  if (input.delegateId === delegatorId || !delegateRoles.has("delegator")) {
    throw AppError.field("delegateId", TicketMessages.delegateInvalid);
  }
  const today = companyToday(deps);
  if (input.toDate < today) throw AppError.field("toDate", TicketMessages.delegationPast);
  if (addDays(input.fromDate, delegationMaxDays - 1) < input.toDate) {
    throw AppError.field("toDate", TicketMessages.delegationTooLong, { days: delegationMaxDays });
  }
  const values = { delegatorId, role: input.role, fromDate: input.fromDate, toDate: input.toDate };
  const id = await deps.db.transaction().execute(async (trx) => {
    if (await delegations.hasOverlap(trx, values)) {
      throw AppError.field("fromDate", TicketMessages.delegationOverlap, {}, 409);
    }
    return delegations.insertDelegation(trx, {
      ...values,
      delegateId: input.delegateId,
      createdAt: deps.clock.now().toISOString(),
    });
  });
  await pushMenuNumbers(deps, [input.delegateId]);
  const row = await delegations.findDelegation(deps.db, id);
  if (!row) throw AppError.notFound();
  return toDelegation(row, today);
}

/**
 * DELETE delegations/{id}: the delegator withdraws it. One that has not begun is deleted; one
 * that has begun ends yesterday, so the log's "for whom" keeps its meaning.
 */
export async function removeDelegation(deps: AppDeps, session: SessionClaims, id: number): Promise<void> {
  const row = await delegations.findDelegation(deps.db, id);
  if (!row || row.delegatorId !== session.employeeId) throw AppError.notFound();
  const today = companyToday(deps);
  if (row.fromDate >= today) await delegations.deleteDelegation(deps.db, id);
  else if (row.toDate >= today) await delegations.endDelegation(deps.db, id, addDays(today, -1));
  await pushMenuNumbers(deps, [row.delegateId]);
}

/** delegations/candidates: employees with the delegator role, by account, code or name. */
export async function searchDelegateCandidates(
  deps: AppDeps,
  session: SessionClaims,
  search: string,
): Promise<EmployeeChoice[]> {
  if ((await delegableRoles(deps, session.employeeId)).length === 0) throw AppError.permissionDenied();
  const delegators = (await employeeIdsWithRole(deps, "delegator")).filter((id) => id !== session.employeeId);
  const rows = await findEmployees(deps.db, search, 20, delegators);
  return rows.map(toEmployeeChoice);
}
