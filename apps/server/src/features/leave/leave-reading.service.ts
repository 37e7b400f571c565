import { HttpStatus } from "@portal/contract/common/http";
import type { Paged } from "@portal/contract/common/paging";
import { LeaveHours, LeaveMessages } from "@portal/contract/leave/leave.constants";
import type {
  DayOff,
  LeaveBalanceList,
  LeaveRequest,
  LeaveRequestDetail,
  LeaveType,
} from "@portal/contract/leave/leave.schema";
import type { AppDeps } from "../../app-deps";
import { AppError } from "../../lib/app-error";
import { companyToday } from "../../lib/company-date";
import { loadRoles } from "../auth/roles";
import type { SessionClaims } from "../auth/token";
import { toLeaveRequest, toLeaveRequestDetail, toLeaveType } from "./leave.presenter";
import { actionsFor, actorsOn, maySeeRequest } from "./leave-access";
import { balanceOf } from "./leave-balance.service";
import { daysOffBetween } from "./leave-calendar";
import { leaveQueueStatuses } from "./leave-count";
import { findEmployee, findEmployeeLedBy } from "./leave-grant.repository";
import * as requests from "./leave-request.repository";

/** GET leave/types: the active types, in HR's order; hours only where the company allows them. */
export async function listLeaveTypes(deps: AppDeps): Promise<LeaveType[]> {
  const [types, settings] = await Promise.all([
    requests.findLeaveTypes(deps.db),
    requests.findLeaveSettings(deps.db),
  ]);
  return types.map((type) => ({
    ...toLeaveType(type),
    allowsHourly: type.allowsHourly === 1 && settings.hourlyEnabled === 1,
  }));
}

/** GET leave/daysOff: public holidays, closures and company days in a range. */
export function listDaysOff(deps: AppDeps, from: string, to: string): Promise<DayOff[]> {
  return daysOffBetween(deps.db, from, to);
}

/** GET leave/requests/:id: the request, its days and history, and what the caller may do now. */
export async function leaveDetail(
  deps: AppDeps,
  session: SessionClaims,
  id: number,
): Promise<LeaveRequestDetail> {
  const row = await requests.findRequestById(deps.db, id);
  if (!row) throw new AppError(HttpStatus.notFound, LeaveMessages.notFound);
  const actors = actorsOn(row, session.employeeId, await loadRoles(deps, session.employeeId));
  if (!maySeeRequest(row, actors)) throw new AppError(HttpStatus.notFound, LeaveMessages.notFound);
  const [days, logs] = await Promise.all([
    requests.findDaysOf(deps.db, id),
    requests.findLogsOf(deps.db, id),
  ]);
  return toLeaveRequestDetail(row, actionsFor(row, actors), days, logs);
}

/** GET leave/requests: the caller's own requests, newest first. */
export async function listOwnLeave(
  deps: AppDeps,
  session: SessionClaims,
  filter: { status: number; year?: number },
  page: { page: number; size: number },
): Promise<Paged<LeaveRequest>> {
  const own = { employeeId: session.employeeId, ...filter };
  const [rows, totalCount] = await Promise.all([
    requests.findOwnRequests(deps.db, own, { offset: (page.page - 1) * page.size, limit: page.size }),
    requests.countOwnRequests(deps.db, own),
  ]);
  return { data: rows.map((row) => toLeaveRequest(row, actionsFor(row, ["owner"]))), totalCount };
}

/** GET leave/queue: the requests waiting for the caller as a leader, or as HR (HR only). */
export async function listLeaveQueue(
  deps: AppDeps,
  session: SessionClaims,
  queue: "leader" | "hr",
  page: { page: number; size: number },
): Promise<Paged<LeaveRequest>> {
  const roles = await loadRoles(deps, session.employeeId);
  if (queue === "hr" && !roles.has("hr")) throw AppError.permissionDenied();
  const [rows, totalCount] = await Promise.all([
    requests.findQueue(deps.db, queue, session.employeeId, leaveQueueStatuses, {
      offset: (page.page - 1) * page.size,
      limit: page.size,
    }),
    requests.countQueue(deps.db, queue, session.employeeId, leaveQueueStatuses),
  ]);
  return {
    data: rows.map((row) => toLeaveRequest(row, actionsFor(row, actorsOn(row, session.employeeId, roles)))),
    totalCount,
  };
}

/**
 * GET leave/balance: the balances of the types that have one, explained. The caller's own; another
 * employee's for HR, or for the leader of that employee's department.
 */
export async function leaveBalances(
  deps: AppDeps,
  session: SessionClaims,
  employeeId = session.employeeId,
): Promise<LeaveBalanceList> {
  if (employeeId !== session.employeeId) await requireBalanceReader(deps, session, employeeId);
  const types = (await requests.findLeaveTypes(deps.db)).filter((type) => type.hasBalance === 1);
  const today = companyToday(deps);
  const balances = await Promise.all(types.map((type) => balanceOf(deps.db, employeeId, type, today)));
  return {
    employeeId,
    hoursPerDay: LeaveHours.fullDay,
    // A type nobody was ever granted (summer outside its season) is left out.
    balances: balances.filter((balance) => balance.grants.length > 0 || balance.code === "ANNUAL"),
  };
}

async function requireBalanceReader(deps: AppDeps, session: SessionClaims, employeeId: number) {
  const roles = await loadRoles(deps, session.employeeId);
  if (roles.has("hr")) {
    if (!(await findEmployee(deps.db, employeeId))) throw AppError.notFound();
    return;
  }
  if (!(await findEmployeeLedBy(deps.db, employeeId, session.employeeId))) throw AppError.permissionDenied();
}
