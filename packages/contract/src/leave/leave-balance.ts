import { LeaveHours } from "./leave.constants";
import {
  grantExpiry,
  legalGrantDates,
  obligationOf,
  serviceMonths,
  statutoryGrantDays,
  type WorkPattern,
} from "./leave-grants";

/**
 * What a balance is made of, and why (docs/decisions/040): each grant with what was taken from it
 * and what lapsed, and the statutory grants that have fallen due. Amounts are hours (an 8-hour
 * day), so half days and hourly leave stay whole numbers.
 */

/** A grant as stored. */
export interface LeaveGrantRow {
  id: number;
  grantDate: string;
  expiresOn: string;
  hours: number;
}

/** Hours taken (or booked) on a day, drawn from a grant. */
export interface LeaveDrawRow {
  grantId: number;
  date: string;
  hours: number;
}

export interface GrantExplanation {
  id: number;
  grantDate: string;
  expiresOn: string;
  grantedHours: number;
  takenHours: number;
  /** Left when the grant lapsed (0 while it is in force). */
  lapsedHours: number;
  /** Still to take (0 once lapsed). */
  remainingHours: number;
  inForce: boolean;
}

export interface BalanceExplanation {
  asOf: string;
  remainingHours: number;
  grants: GrantExplanation[];
  /** The next lapse of hours not yet taken: when, and how many. */
  nextLapse: { date: string; hours: number } | null;
}

/** The balance on `asOf`: every grant with its draws, what lapsed, what is left, and the next lapse. */
export function explainBalance(
  grants: readonly LeaveGrantRow[],
  draws: readonly LeaveDrawRow[],
  asOf: string,
): BalanceExplanation {
  const explained = [...grants]
    .sort((a, b) => a.grantDate.localeCompare(b.grantDate) || a.id - b.id)
    .map((grant): GrantExplanation => {
      const takenHours = draws
        .filter((draw) => draw.grantId === grant.id)
        .reduce((sum, draw) => sum + draw.hours, 0);
      const left = Math.max(0, grant.hours - takenHours);
      const inForce = grant.grantDate <= asOf && asOf <= grant.expiresOn;
      const lapsed = grant.expiresOn < asOf;
      return {
        id: grant.id,
        grantDate: grant.grantDate,
        expiresOn: grant.expiresOn,
        grantedHours: grant.hours,
        takenHours,
        lapsedHours: lapsed ? left : 0,
        remainingHours: inForce ? left : 0,
        inForce,
      };
    });
  const pending = explained
    .filter((grant) => grant.inForce && grant.remainingHours > 0)
    .sort((a, b) => a.expiresOn.localeCompare(b.expiresOn));
  const first = pending[0];
  return {
    asOf,
    remainingHours: explained.reduce((sum, grant) => sum + grant.remainingHours, 0),
    grants: explained,
    nextLapse: first
      ? {
          date: first.expiresOn,
          hours: pending
            .filter((grant) => grant.expiresOn === first.expiresOn)
            .reduce((sum, grant) => sum + grant.remainingHours, 0),
        }
      : null,
  };
}

/** A statutory grant that has fallen due: its date, days, the service behind it and its lapse. */
export interface DueGrant {
  grantDate: string;
  days: number;
  hours: number;
  serviceMonths: number;
  expiresOn: string;
}

/**
 * The statutory grants due from joining up to `today` that are not in `granted` (their dates), with
 * the law's days for the work pattern; `attendanceOf` gives the attendance rate of the period before
 * each date (1 when unknown). A date whose attendance fell short is due with 0 days (recorded, so
 * the ledger shows why nothing was granted).
 */
export function dueStatutoryGrants(
  joined: string,
  pattern: WorkPattern,
  today: string,
  granted: ReadonlySet<string>,
  attendanceOf: (grantDate: string) => number = () => 1,
): DueGrant[] {
  return legalGrantDates(joined, today)
    .filter((date) => !granted.has(date))
    .map((grantDate) => {
      const months = serviceMonths(joined, grantDate);
      const days = statutoryGrantDays(months, pattern, attendanceOf(grantDate));
      return {
        grantDate,
        days,
        hours: days * LeaveHours.fullDay,
        serviceMonths: months,
        expiresOn: grantExpiry(grantDate),
      };
    });
}

/**
 * The grant whose 5-day obligation runs on `today`: of the statutory grants given, the latest of
 * 10 days or more whose year includes that day.
 */
export function obligationGrantOn<G extends { grantDate: string; hours: number }>(
  grants: readonly G[],
  today: string,
): G | undefined {
  return grants
    .filter((grant) => {
      const obligation = obligationOf({ grantDate: grant.grantDate, days: grant.hours / LeaveHours.fullDay });
      return obligation.applies && grant.grantDate <= today && obligation.until >= today;
    })
    .reduce<G | undefined>(
      (latest, grant) => (latest && latest.grantDate >= grant.grantDate ? latest : grant),
      undefined,
    );
}

/** Days taken or booked towards a grant's 5-day obligation (full and half days only). */
export interface ObligationDay {
  date: string;
  hours: number;
  /** Already taken (before today), or booked for later. */
  taken: boolean;
}

export interface ObligationProgress {
  applies: boolean;
  from: string;
  until: string;
  requiredDays: number;
  takenDays: number;
  bookedDays: number;
  /** Days still to arrange (neither taken nor booked). */
  missingDays: number;
  /** Taken and booked days reach the requirement. */
  isMet: boolean;
}

/** Where a grant's 5-day obligation stands on `today`, from the full and half days in its year. */
export function obligationProgress(
  grant: { grantDate: string; days: number },
  days: readonly ObligationDay[],
): ObligationProgress {
  const period = obligationOf(grant);
  const inPeriod = days.filter((day) => period.from <= day.date && day.date <= period.until);
  const sum = (list: readonly ObligationDay[]) =>
    list.reduce((total, day) => total + day.hours, 0) / LeaveHours.fullDay;
  const takenDays = sum(inPeriod.filter((day) => day.taken));
  const bookedDays = sum(inPeriod.filter((day) => !day.taken));
  const missingDays = Math.max(0, period.days - takenDays - bookedDays);
  return {
    applies: period.applies,
    from: period.from,
    until: period.until,
    requiredDays: period.days,
    takenDays,
    bookedDays,
    missingDays,
    isMet: missingDays === 0,
  };
}
