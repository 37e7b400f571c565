import { addMonths } from "@portal/contract/common/dates";
import type { Paged } from "@portal/contract/common/paging";
import { TicketStatus } from "@portal/contract/commutation-ticket/commutation-ticket.constants";
import type {
  AllowanceHistory,
  AllowanceRow,
  AllowanceSearch,
} from "@portal/contract/commutation-ticket/ticket-review.schema";
import { monthlyCost, taxableMonthlyAmount } from "@portal/contract/commutation-ticket/ticket-rules";
import {
  activeTicketStatuses,
  inForceTicketStatuses,
  waitingOn,
} from "@portal/contract/commutation-ticket/ticket-status-machine";
import type { AppDeps } from "../../app-deps";
import { companyToday } from "../../lib/company-date";
import type { SessionClaims } from "../auth/token";
import { allowanceLimitOf } from "./ticket-budget";
import * as review from "./ticket-review.repository";
import { requireReader, seenEmployee } from "./ticket-review.service";

// The deciders' view of commuting allowances: each employee's allowance now, and month by month.

/** Statuses whose legs paid an allowance (a cancelled one paid until it was cancelled). */
const payingStatuses = [...inForceTicketStatuses, TicketStatus.cancelled];

type Leg = Awaited<ReturnType<typeof review.findLegsOfEmployees>>[number];

const waitingStatuses = activeTicketStatuses.filter((status) => {
  const actor = waitingOn(status);
  return actor === "leader" || actor === "hr" || actor === "approver";
});

function allowanceOf(
  deps: AppDeps,
  employee: Awaited<ReturnType<typeof review.findEmployeesWithRoutes>>[number],
  legs: readonly Leg[],
  ticketsPending: number,
  today: string,
): AllowanceRow {
  const inForce = legs.filter(
    (leg) =>
      (inForceTicketStatuses as readonly number[]).includes(leg.status) &&
      leg.startDate <= today &&
      leg.endDate >= today,
  );
  const monthly = inForce.reduce((total, leg) => total + monthlyCost(leg.amount, leg.duration), 0);
  const limit = allowanceLimitOf(deps, employee.commutingAllowanceLimit);
  return {
    employeeId: employee.id,
    account: employee.account,
    employeeCode: employee.employeeCode,
    employeeName: employee.displayName,
    departmentName: employee.nameEn,
    departmentNameJa: employee.nameJa || employee.nameEn,
    routeId: employee.routeId,
    monthlyTotal: Math.round(monthly),
    allowanceLimit: limit,
    taxableMonthlyAmount: taxableMonthlyAmount(monthly),
    overBudget: monthly > limit,
    ticketsInForce: inForce.length,
    ticketsPending,
    endDate: inForce.reduce<string | null>(
      (max, leg) => (max === null || leg.endDate > max ? leg.endDate : max),
      null,
    ),
  };
}

/** searchAllowanceRequest: each employee's commuting allowance now, by the filters. */
export async function searchAllowances(
  deps: AppDeps,
  session: SessionClaims,
  filter: AllowanceSearch,
  page: { page: number; size: number },
): Promise<Paged<AllowanceRow>> {
  await requireReader(deps, session);
  const employees = await review.findEmployeesWithRoutes(deps.db, filter);
  const today = companyToday(deps);
  const ids = employees.map((employee) => employee.id);
  // Only the legs in force today, and a count of those waiting: an employee's past legs run to thousands.
  const [legs, pending] = await Promise.all([
    review.findLegsInForceOn(deps.db, ids, inForceTicketStatuses, today),
    review.countByEmployee(deps.db, ids, waitingStatuses),
  ]);
  const byEmployee = new Map<number, Leg[]>();
  for (const leg of legs) {
    const list = byEmployee.get(leg.employeeId);
    if (list) list.push(leg);
    else byEmployee.set(leg.employeeId, [leg]);
  }
  const rows = employees
    .map((employee) =>
      allowanceOf(deps, employee, byEmployee.get(employee.id) ?? [], pending.get(employee.id) ?? 0, today),
    )
    .filter((row) => filter.overBudget === undefined || row.overBudget === filter.overBudget)
    .filter((row) => filter.pending === undefined || row.ticketsPending > 0 === filter.pending);
  const offset = (page.page - 1) * page.size;
  return { data: rows.slice(offset, offset + page.size), totalCount: rows.length };
}

/** How many months of history the allowance history goes back from the latest. */
const historyMonths = 24;

/** The months (YYYY-MM) a leg pays for, and what it pays a month (a refund taken off). */
function monthsPaid(leg: Leg): { months: string[]; perMonth: number } {
  const last = leg.status === TicketStatus.cancelled && leg.cancelDate ? leg.cancelDate : leg.endDate;
  const months: string[] = [];
  for (let index = 0; index < leg.duration; index++) {
    const start = addMonths(leg.startDate, index);
    if (start > last) break;
    months.push(start.slice(0, 7));
  }
  const paid = leg.amount - (leg.status === TicketStatus.cancelled ? (leg.refundAmount ?? 0) : 0);
  return { months, perMonth: months.length > 0 ? Math.max(0, paid) / months.length : 0 };
}

/** getTicketAllowanceHistory/{employeeId}: the allowance month by month, newest first. */
export async function getAllowanceHistory(
  deps: AppDeps,
  session: SessionClaims,
  employeeId: number,
): Promise<AllowanceHistory> {
  const { employee } = await seenEmployee(deps, session, employeeId);
  const legs = await review.findLegsOfEmployees(deps.db, [employee.id], payingStatuses);
  const months = new Map<string, { amount: number; ticketIds: number[] }>();
  for (const leg of legs) {
    const paid = monthsPaid(leg);
    for (const month of paid.months) {
      const entry = months.get(month) ?? { amount: 0, ticketIds: [] };
      entry.amount += paid.perMonth;
      entry.ticketIds.push(leg.id);
      months.set(month, entry);
    }
  }
  const sorted = [...months.entries()].sort(([a], [b]) => (a < b ? 1 : -1)).slice(0, historyMonths);
  return {
    employeeId: employee.id,
    employeeName: employee.displayName,
    allowanceLimit: allowanceLimitOf(deps, employee.commutingAllowanceLimit),
    months: sorted.map(([month, entry]) => ({
      month,
      amount: Math.round(entry.amount),
      taxableAmount: taxableMonthlyAmount(entry.amount),
      ticketIds: entry.ticketIds.sort((a, b) => a - b),
    })),
  };
}
