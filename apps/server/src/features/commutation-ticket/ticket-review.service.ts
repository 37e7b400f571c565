import type { Paged } from "@portal/contract/common/paging";
import { TicketLimits, TicketStatus } from "@portal/contract/commutation-ticket/commutation-ticket.constants";
import type { Ticket } from "@portal/contract/commutation-ticket/commutation-ticket.schema";
import type {
  EmployeeChoice,
  EmployeeRouteInfo,
  RefundPage,
  TicketSearch,
  TicketSearchOptions,
} from "@portal/contract/commutation-ticket/ticket-review.schema";
import { inForceTicketStatuses } from "@portal/contract/commutation-ticket/ticket-status-machine";
import type { AppDeps } from "../../app-deps";
import { AppError } from "../../lib/app-error";
import { companyToday } from "../../lib/company-date";
import { requireRole } from "../auth/roles";
import type { SessionClaims } from "../auth/token";
import { formatWorkingAddress, toEmployeeChoice } from "./commutation-ticket.presenter";
import * as tickets from "./commutation-ticket.repository";
import * as commutingRoutes from "./commuting-route.repository";
import {
  accessFor,
  accessOf,
  effectiveRoles,
  loadViewer,
  maySee,
  requireDecider,
  type TicketViewer,
} from "./ticket-access";
import { allowanceLimitOf } from "./ticket-budget";
import { presentRoute, presentTicket, presentTickets, withAddressInForce } from "./ticket-context";
import { countInStatuses } from "./ticket-count.repository";
import { requireOwnQueue } from "./ticket-decision.service";
import * as ticketEmployees from "./ticket-employee.repository";
import * as review from "./ticket-review.repository";

/** Statuses in which a ticket waits for HR's confirmation (refunds are a list of their own). */
export const hrConfirmStatuses = [
  TicketStatus.submitted,
  TicketStatus.managerConfirmed,
  TicketStatus.rejectedToHr,
] as const;

/** Statuses of tickets whose owner asked to cancel them: to settle, or settled. */
export const refundStatuses = [
  TicketStatus.cancelling,
  TicketStatus.cancelled,
  TicketStatus.cancelRejected,
] as const;

/** Most rows of the unpaged lists (queues, all tickets in force, one employee's tickets). */
const listMax = 1000;

/** HR, approvers and whoever holds an approver's queue by delegation read across the company. */
export async function requireReader(deps: AppDeps, session: SessionClaims): Promise<TicketViewer> {
  const viewer = await loadViewer(deps, session.employeeId);
  const roles = effectiveRoles(viewer);
  if (!roles.has("hr") && !roles.has("ticketApprover")) throw AppError.permissionDenied();
  return viewer;
}

function present(deps: AppDeps, viewer: TicketViewer, rows: readonly tickets.TicketRow[]) {
  return presentTickets(deps, rows, (row) => accessOf(viewer, row).actors);
}

async function searchPage(
  deps: AppDeps,
  viewer: TicketViewer,
  filter: TicketSearch,
  page: { page: number; size: number },
  order: review.TicketOrder,
): Promise<Paged<Ticket>> {
  const [rows, totalCount] = await Promise.all([
    review.searchTickets(deps.db, filter, { offset: (page.page - 1) * page.size, limit: page.size }, order),
    review.countTickets(deps.db, filter),
  ]);
  return { data: await present(deps, viewer, rows), totalCount };
}

/** getTicketHrConfirm/{id}: the tickets waiting for HR's confirmation, oldest first. */
export async function getHrQueue(deps: AppDeps, session: SessionClaims, id: string): Promise<Ticket[]> {
  requireOwnQueue(session, id);
  await requireRole(deps, session.employeeId, "hr");
  return queue(deps, await loadViewer(deps, session.employeeId), { statuses: [...hrConfirmStatuses] });
}

/**
 * A decider's queue: the tickets the filter finds, oldest change first (unpaged, bounded), but
 * never the viewer's own: nobody decides their own ticket (decision 018).
 */
async function queue(deps: AppDeps, viewer: TicketViewer, filter: TicketSearch): Promise<Ticket[]> {
  const rows = await review.searchTickets(deps.db, filter, { offset: 0, limit: listMax }, "oldest");
  return present(
    deps,
    viewer,
    rows.filter((row) => row.employeeId !== viewer.id),
  );
}

/** ticketRequest: the HR-confirmed tickets waiting for the approver (or their delegate). */
export async function getApproverQueue(
  deps: AppDeps,
  session: SessionClaims,
  filter: TicketSearch,
): Promise<Ticket[]> {
  const viewer = await loadViewer(deps, session.employeeId);
  if (!effectiveRoles(viewer).has("ticketApprover")) throw AppError.permissionDenied();
  return queue(deps, viewer, { ...filter, statuses: [TicketStatus.hrConfirmed] });
}

/** search and the base list: every ticket the filters find, newest change first. */
export async function searchTickets(
  deps: AppDeps,
  session: SessionClaims,
  filter: TicketSearch,
  page: { page: number; size: number },
): Promise<Paged<Ticket>> {
  const viewer = await requireReader(deps, session);
  return searchPage(deps, viewer, filter, page, "newest");
}

/** refunds: cancellations to settle first, then settled ones; HR only. */
export async function getRefunds(
  deps: AppDeps,
  session: SessionClaims,
  filter: TicketSearch,
  page: { page: number; size: number },
): Promise<RefundPage> {
  await requireRole(deps, session.employeeId, "hr");
  const viewer = await loadViewer(deps, session.employeeId);
  const asked = filter.statuses?.filter((status) => (refundStatuses as readonly number[]).includes(status));
  const statuses = asked && asked.length > 0 ? asked : [...refundStatuses];
  const [found, waitingCount] = await Promise.all([
    searchPage(deps, viewer, { ...filter, statuses }, page, "refunds"),
    countInStatuses(deps.db, [TicketStatus.cancelling], viewer.id),
  ]);
  return { ...found, waitingCount };
}

export async function getSearchOptions(deps: AppDeps, session: SessionClaims): Promise<TicketSearchOptions> {
  await requireReader(deps, session);
  const departments = await review.findDepartments(deps.db);
  return {
    departments: departments.map((d) => ({ id: d.id, name: d.nameEn, nameJa: d.nameJa || d.nameEn })),
  };
}

/** employees?search: whom HR may act for. */
export async function searchEmployees(
  deps: AppDeps,
  session: SessionClaims,
  search: string,
): Promise<EmployeeChoice[]> {
  await requireRole(deps, session.employeeId, "hr");
  return (await review.findEmployees(deps.db, search, 20)).map(toEmployeeChoice);
}

/** getAllCommutationTicket: the tickets in force today across the company. */
export async function getAllInForce(deps: AppDeps, session: SessionClaims): Promise<Ticket[]> {
  const viewer = await requireReader(deps, session);
  const rows = await review.findInForceOn(
    deps.db,
    inForceTicketStatuses,
    companyToday(deps),
    TicketLimits.exportMaxRows,
  );
  return present(deps, viewer, rows);
}

/** get-all-ticket/{account}: every ticket of one employee, for whoever may see them. */
export async function getAllOfAccount(
  deps: AppDeps,
  session: SessionClaims,
  account: string,
): Promise<Ticket[]> {
  const employee = await review.findEmployeeByAccount(deps.db, account);
  if (!employee) throw AppError.notFound();
  const access = await accessFor(deps, session.employeeId, {
    employeeId: employee.id,
    deptId: employee.deptId,
  });
  if (!maySee(access.actors)) throw AppError.notFound();
  const rows = await review.findAllOfEmployee(deps.db, employee.id);
  return presentTickets(deps, rows.slice(0, listMax), access.actors);
}

/**
 * The employee an HR reader or decider asks about (one whose tickets the caller may see: owner,
 * their leader or its delegate, HR, approver), with what the caller is to them.
 */
export async function seenEmployee(deps: AppDeps, session: SessionClaims, employeeId: number) {
  const employee = await review.findEmployeeSummary(deps.db, employeeId);
  if (!employee) throw AppError.notFound();
  const access = await accessFor(deps, session.employeeId, {
    employeeId: employee.id,
    deptId: employee.deptId,
  });
  if (!maySee(access.actors)) throw AppError.notFound();
  return { employee, actors: access.actors };
}

/** getDefaultRouteInfoByEmployee/{id}: an employee's route as their deciders and HR see it. */
export async function getEmployeeRouteInfo(
  deps: AppDeps,
  session: SessionClaims,
  employeeId: number,
): Promise<EmployeeRouteInfo> {
  const { employee, actors } = await seenEmployee(deps, session, employeeId);
  const [route, context] = await Promise.all([
    commutingRoutes.findRouteOfEmployee(deps.db, employee.id),
    ticketEmployees.findEmployeeContext(deps.db, employee.id),
  ]);
  const presented = route ? await presentRoute(deps, route.id, employee.id, actors) : null;
  return {
    route: presented,
    workingAddress:
      presented?.workingAddress ??
      (context ? formatWorkingAddress(await withAddressInForce(deps, context)) : ""),
    allowanceLimit: allowanceLimitOf(deps, employee.commutingAllowanceLimit),
    employee: {
      id: employee.id,
      account: employee.account,
      employeeCode: employee.employeeCode,
      name: employee.displayName,
      departmentName: employee.nameEn,
      departmentNameJa: employee.nameJa || employee.nameEn,
    },
  };
}

/** save-note: HR's internal note on a ticket. */
export async function saveNote(
  deps: AppDeps,
  session: SessionClaims,
  input: { id: number; note: string },
): Promise<Ticket> {
  await requireRole(deps, session.employeeId, "hr");
  const before = await tickets.findTicket(deps.db, input.id);
  if (!before) throw AppError.notFound();
  // The note is part of HR's decision: never on HR's own ticket.
  const access = await accessFor(deps, session.employeeId, before);
  requireDecider(access, "hr");
  if (!(await review.saveNote(deps.db, input.id, input.note || null))) throw AppError.notFound();
  const row = await tickets.findTicket(deps.db, input.id);
  if (!row) throw AppError.notFound();
  return presentTicket(deps, row, access.actors);
}
