import { monthlyCost } from "@portal/contract/commutation-ticket/ticket-rules";
import { activeTicketStatuses } from "@portal/contract/commutation-ticket/ticket-status-machine";
import type { AppDeps } from "../../app-deps";
import type { Db } from "../../db/database";
import { findOverlapping } from "./commutation-ticket.repository";

/** The employee's own monthly limit, else the company default. */
export function allowanceLimitOf(deps: AppDeps, ownLimit: number | null | undefined): number {
  return ownLimit ?? deps.config.commuting.allowanceLimit;
}

/**
 * What the route costs a month over a period: every leg asked for or in force that overlaps it,
 * each leg's amount spread over its months; the leg being edited is left out.
 */
export async function routeMonthlyCost(
  db: Db,
  employeeId: number,
  period: { from: string; to: string },
  excludeTicketId?: number | null,
): Promise<number> {
  const legs = await findOverlapping(db, employeeId, activeTicketStatuses, period);
  return legs
    .filter((leg) => leg.id !== excludeTicketId)
    .reduce((total, leg) => total + monthlyCost(leg.amount, leg.duration), 0);
}

/** Whether the route with this leg would cost more a month than the employee's limit. */
export async function isOverBudget(
  deps: AppDeps,
  db: Db,
  employee: { id: number; commutingAllowanceLimit: number | null },
  leg: { id?: number | null; startDate: string; endDate: string; amount: number; duration: number },
): Promise<boolean> {
  const others = await routeMonthlyCost(db, employee.id, { from: leg.startDate, to: leg.endDate }, leg.id);
  return (
    others + monthlyCost(leg.amount, leg.duration) > allowanceLimitOf(deps, employee.commutingAllowanceLimit)
  );
}
