import { addDays } from "../common/dates";
import { hoursBetween } from "../common/hours-between";
import { LeaveDuration, LeaveHours } from "./leave.constants";

/** Saturday or Sunday (the spec's weekend), for a "YYYY-MM-DD" date. */
export function isWeekend(date: string): boolean {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 || day === 6;
}

/**
 * The days from `from` to `to` (both included) that are working days: neither a weekend nor a day
 * `isDayOff` names (a public holiday, a company holiday).
 */
export function workingDaysBetween(from: string, to: string, isDayOff: (date: string) => boolean): string[] {
  const days: string[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    if (!isWeekend(date) && !isDayOff(date)) days.push(date);
  }
  return days;
}

/** One day's leave as hours off: the duration kind, and for hourly leave its times ("HH:mm"). */
export interface LeaveDayShape {
  duration: LeaveDuration;
  fromTime?: string | null;
  toTime?: string | null;
}

/**
 * The hours a day of leave takes: 8 for all day, 4 for a morning or an afternoon, the hours between
 * the times for hourly leave (past midnight wraps, "22:00" to "02:00" is 4); an hourly request over
 * the 7 hours allowed counts as the full day.
 */
export function hoursOffOf(day: LeaveDayShape): number {
  switch (day.duration) {
    case LeaveDuration.allDays:
      return LeaveHours.fullDay;
    case LeaveDuration.morning:
    case LeaveDuration.afternoon:
      return LeaveHours.halfDay;
    case LeaveDuration.hourly: {
      const hours = hoursBetween(day.fromTime ?? "", day.toTime ?? "");
      return hours > LeaveHours.maxOffHours ? LeaveHours.fullDay : hours;
    }
  }
}

/** Hours as days of leave (an 8-hour day). */
export const daysOfHours = (hours: number) => hours / LeaveHours.fullDay;

/** Whether a day of leave counts towards the 5-day obligation: full and half days do, hours do not. */
export const countsForObligation = (duration: LeaveDuration) => duration !== LeaveDuration.hourly;
