import { addDays, addMonths } from "../common/dates";
import { FiveDayObligation, StatutoryGrantTable } from "./leave.constants";

/**
 * Statutory annual paid leave worked out from the law's figures (docs/decisions/040): when grants
 * fall due, how many days each gives, when it lapses, and which grant a day taken uses.
 * Dates are "YYYY-MM-DD" company dates.
 */

/** How a person is scheduled to work: what decides the full-time or the proportional table. */
export interface WorkPattern {
  /** Scheduled working days a week (1 to 7). */
  daysPerWeek: number;
  /** Scheduled working hours a week. */
  hoursPerWeek: number;
}

/** Whole months of service from the joining date to `date` (a month is complete on the same day). */
export function serviceMonths(joined: string, date: string): number {
  const [jy, jm] = joined.split("-").map(Number) as [number, number];
  const [y, m] = date.split("-").map(Number) as [number, number];
  const months = (y - jy) * 12 + (m - jm);
  // The last month is complete once its day is reached (the 31st counts as reached on a 30th).
  return date >= addMonths(joined, months) ? months : months - 1;
}

/** Which table a work pattern grants from: full time, or the proportional row of its weekly days. */
export function grantRow(pattern: WorkPattern): readonly number[] {
  const { daysPerWeek, hoursPerWeek } = pattern;
  if (hoursPerWeek >= StatutoryGrantTable.fullTimeWeeklyHours || daysPerWeek >= 5) {
    return StatutoryGrantTable.fullTime;
  }
  const days = Math.max(0, Math.floor(daysPerWeek));
  if (days < 1) return [];
  return StatutoryGrantTable.proportional[days as 1 | 2 | 3 | 4];
}

/**
 * The days the law grants at a reference date after `months` of service: the table's step for the
 * service reached (none before 6 months), or none when attendance in the period before was under 80%.
 */
export function statutoryGrantDays(months: number, pattern: WorkPattern, attendance = 1): number {
  if (attendance < StatutoryGrantTable.attendanceRate) return 0;
  const steps = StatutoryGrantTable.serviceMonths;
  let step = -1;
  for (let index = 0; index < steps.length; index++) if (months >= (steps[index] ?? Infinity)) step = index;
  return step < 0 ? 0 : (grantRow(pattern)[step] ?? 0);
}

/**
 * The law's reference dates (基準日) from joining up to `until`: six months after joining, then every
 * year after that.
 */
export function legalGrantDates(joined: string, until: string): string[] {
  const dates: string[] = [];
  for (let months = 6; ; months += 12) {
    const date = addMonths(joined, months);
    if (date > until) return dates;
    dates.push(date);
  }
}

/**
 * The last day of a period of `months` from `start` (Civil Code article 143): the day before the
 * corresponding day, or the month's last day when that month has no corresponding day.
 */
export function periodEnd(start: string, months: number): string {
  const corresponding = addMonths(start, months);
  return corresponding.slice(8) === start.slice(8) ? addDays(corresponding, -1) : corresponding;
}

/** The last day a grant can be taken: two years from its date. */
export function grantExpiry(grantDate: string): string {
  return periodEnd(grantDate, StatutoryGrantTable.validYears * 12);
}

/** A grant as far as taking goes: its date, when it lapses, and the days left on it. */
export interface GrantBalance {
  id: number;
  grantDate: string;
  expiresOn: string;
  remainingDays: number;
}

/** The days taken on `date` drawn from the grants: oldest usable grant first (FIFO). */
export interface GrantUse {
  grantId: number;
  days: number;
}

/**
 * Draws `days` taken on `date` from the grants in force that day, the oldest first (the one that
 * lapses first), and answers what each gives; null when together they hold too little.
 */
export function drawOldestFirst(
  grants: readonly GrantBalance[],
  date: string,
  days: number,
): GrantUse[] | null {
  const usable = grants
    .filter((grant) => grant.grantDate <= date && date <= grant.expiresOn && grant.remainingDays > 0)
    .sort((a, b) => a.expiresOn.localeCompare(b.expiresOn) || a.id - b.id);
  const uses: GrantUse[] = [];
  let left = days;
  for (const grant of usable) {
    if (left <= 0) break;
    const taken = Math.min(grant.remainingDays, left);
    uses.push({ grantId: grant.id, days: taken });
    left = roundDays(left - taken);
  }
  return left > 0 ? null : uses;
}

/** Days kept to the quarter hour of an 8-hour day (0.03125): no floating-point crumbs. */
export function roundDays(days: number): number {
  return Math.round(days * 32) / 32;
}

/** The 5-day obligation of one grant: whether it applies, and its period. */
export function obligationOf(grant: { grantDate: string; days: number }) {
  const applies = grant.days >= FiveDayObligation.minGrantDays;
  return {
    applies,
    from: grant.grantDate,
    /** The last day by which the days must have been taken. */
    until: periodEnd(grant.grantDate, 12),
    days: applies ? FiveDayObligation.days : 0,
  };
}
