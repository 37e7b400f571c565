import { LeaveDuration, LeaveHours, LeaveStatus } from "@portal/contract/leave/leave.constants";
import type { LeaveBalance } from "@portal/contract/leave/leave.schema";
import { explainBalance, obligationGrantOn, obligationProgress } from "@portal/contract/leave/leave-balance";
import { drawOldestFirst, obligationOf } from "@portal/contract/leave/leave-grants";
import type { Db } from "../../db/database";
import * as grants from "./leave-grant.repository";
import { findBookedDays } from "./leave-request.repository";

/** Statuses whose days hold hours of a balance (drawn on submit, released on a refusal or a cancel). */
export const drawingStatuses = [
  LeaveStatus.submitted,
  LeaveStatus.approved,
  LeaveStatus.hrConfirm,
  LeaveStatus.takenUp,
  LeaveStatus.closed,
] as const;

/**
 * Statuses whose days count towards the 5-day obligation: decided leave only (taken before today,
 * booked from today); a request nobody has approved yet counts for nothing.
 */
export const obligationStatuses = [
  LeaveStatus.approved,
  LeaveStatus.hrConfirm,
  LeaveStatus.takenUp,
  LeaveStatus.closed,
] as const;

/**
 * One type's balance on `today`: every grant with what was drawn from it, lapsed and left, the
 * hours booked, and for annual leave the 5-day obligation of the latest grant it applies to.
 */
export async function balanceOf(
  db: Db,
  employeeId: number,
  type: { id: number; code: string; countsForObligation: number },
  today: string,
): Promise<LeaveBalance> {
  const [grantRows, draws] = await Promise.all([
    grants.findGrantsOf(db, employeeId, type.id),
    grants.findDrawsOf(db, employeeId, type.id),
  ]);
  const explained = explainBalance(grantRows, draws, today);
  const byId = new Map(grantRows.map((grant) => [grant.id, grant]));
  const obligation = type.countsForObligation
    ? await obligationNow(db, employeeId, type.id, grantRows, today)
    : null;
  return {
    leaveTypeId: type.id,
    code: type.code,
    asOf: today,
    remainingHours: explained.remainingHours,
    bookedHours: draws.filter((draw) => draw.date >= today).reduce((sum, draw) => sum + draw.hours, 0),
    grants: explained.grants.map((grant) => ({
      ...grant,
      source: byId.get(grant.id)?.source ?? "law",
      reason: byId.get(grant.id)?.reason ?? "",
      serviceMonths: byId.get(grant.id)?.serviceMonths ?? null,
    })),
    nextLapse: explained.nextLapse,
    obligation,
  };
}

/** The 5-day obligation of the latest grant in force that carries one, from the days taken and booked. */
async function obligationNow(
  db: Db,
  employeeId: number,
  leaveTypeId: number,
  grantRows: readonly { grantDate: string; expiresOn: string; hours: number; source: string }[],
  today: string,
) {
  const law = obligationGrantOn(
    grantRows.filter((row) => row.source === "law"),
    today,
  );
  const grant = law && { grantDate: law.grantDate, days: law.hours / LeaveHours.fullDay };
  if (!grant) return null;
  const period = obligationOf(grant);
  const days = await findBookedDays(
    db,
    employeeId,
    { from: period.from, to: period.until },
    obligationStatuses,
    null,
  );
  const progress = obligationProgress(
    grant,
    days
      .filter((day) => day.leaveTypeId === leaveTypeId && day.duration !== LeaveDuration.hourly)
      .map((day) => ({ date: day.date, hours: day.hours, taken: day.date < today })),
  );
  const { applies: _applies, ...shown } = progress;
  return { grantDate: grant.grantDate, ...shown };
}

/**
 * Which grants a request's days draw on: for each day in order, the oldest grant in force that day
 * first, from what the other requests left; null when the grants cannot cover a day.
 */
export async function planDraws(
  db: Db,
  employeeId: number,
  leaveTypeId: number,
  days: readonly { date: string; hours: number }[],
  exceptRequestId: number | null,
  today: string,
): Promise<{ grantId: number; date: string; hours: number }[] | null> {
  const [grantRows, draws] = await Promise.all([
    grants.findGrantsOf(db, employeeId, leaveTypeId),
    grants.findDrawsOf(db, employeeId, leaveTypeId),
  ]);
  const used = new Map<number, number>();
  for (const draw of draws) {
    if (draw.requestId === exceptRequestId) continue;
    used.set(draw.grantId, (used.get(draw.grantId) ?? 0) + draw.hours);
  }
  // A grant that has lapsed gives nothing any more, whatever day the request is for.
  const balances = grantRows
    .filter((grant) => grant.expiresOn >= today)
    .map((grant) => ({
      id: grant.id,
      grantDate: grant.grantDate,
      expiresOn: grant.expiresOn,
      remainingDays: Math.max(0, grant.hours - (used.get(grant.id) ?? 0)) / LeaveHours.fullDay,
    }));
  const planned: { grantId: number; date: string; hours: number }[] = [];
  for (const day of days) {
    const uses = drawOldestFirst(balances, day.date, day.hours / LeaveHours.fullDay);
    if (!uses) return null;
    for (const use of uses) {
      const hours = Math.round(use.days * LeaveHours.fullDay);
      planned.push({ grantId: use.grantId, date: day.date, hours });
      const balance = balances.find((grant) => grant.id === use.grantId);
      if (balance) balance.remainingDays -= use.days;
    }
  }
  return planned;
}
