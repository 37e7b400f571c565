import { monthlyCost } from "@portal/contract/commutation-ticket/ticket-rules";
import { activeTicketStatuses } from "@portal/contract/commutation-ticket/ticket-status-machine";
import type { AppDeps } from "../../app-deps";
import type { Db } from "../../db/database";
import { findOverlapping } from "./commutation-ticket.repository";

/** The employee's own monthly limit, else the company default. */
export function allowanceLimitOf(deps: AppDeps, ownLimit: number | null | undefined): number {
  return ownLimit ?? deps.config.commuting.allowanceLimit;
}

/** A leg as its cost counts: what it costs and when it is held. */
interface CostedLeg {
  amount: number;
  duration: number;
  startDate: string;
  endDate: string;
}

/**
 * The most the legs cost a month on any one day of the period: a pass and the one continuing it,
 * or two legs held at different times, are never counted together. Each day a leg starts on (and
 * the period's first) is where the sum can change upwards.
 */
export function peakMonthlyCost(legs: readonly CostedLeg[], period: { from: string; to: string }): number {
  const days = new Set([period.from]);
  for (const leg of legs)
    if (leg.startDate > period.from && leg.startDate <= period.to) days.add(leg.startDate);
  let peak = 0;
  for (const day of days) {
    const held = legs.filter((leg) => leg.startDate <= day && leg.endDate >= day);
    peak = Math.max(
      peak,
      held.reduce((total, leg) => total + monthlyCost(leg.amount, leg.duration), 0),
    );
  }
  return peak;
}

/**
 * What the route costs a month over a period: the peak of the legs asked for or in force on any one
 * day of it (`peakMonthlyCost`); the leg being edited is left out.
 */
export async function routeMonthlyCost(
  db: Db,
  employeeId: number,
  period: { from: string; to: string },
  excludeTicketId?: number | null,
): Promise<number> {
  const legs = await findOverlapping(db, employeeId, activeTicketStatuses, period);
  return peakMonthlyCost(
    legs.filter((leg) => leg.id !== excludeTicketId),
    period,
  );
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
