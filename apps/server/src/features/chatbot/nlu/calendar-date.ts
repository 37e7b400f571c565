/** A day on the calendar, without time or zone: dates in the chat are days in Japan. */
export interface CalendarDate {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
}

export function parseIsoDate(iso: string): CalendarDate {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) throw new Error(`Not a YYYY-MM-DD date: ${iso}`);
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

export function toIsoDate(date: CalendarDate): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${String(date.year).padStart(4, "0")}-${pad(date.month)}-${pad(date.day)}`;
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The date, or null when the day does not exist in that month (2/30). */
export function validDate(year: number, month: number, day: number): CalendarDate | null {
  if (!Number.isInteger(month) || month < 1 || month > 12) return null;
  if (!Number.isInteger(day) || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

const toUtc = (date: CalendarDate) => Date.UTC(date.year, date.month - 1, date.day);
const fromUtc = (ms: number): CalendarDate => {
  const value = new Date(ms);
  return { year: value.getUTCFullYear(), month: value.getUTCMonth() + 1, day: value.getUTCDate() };
};
const dayMs = 86_400_000;

export function addDays(date: CalendarDate, days: number): CalendarDate {
  return fromUtc(toUtc(date) + days * dayMs);
}

/** The first day of the month `months` after the date's month. */
export function startOfMonth(date: CalendarDate, months = 0): CalendarDate {
  const index = date.year * 12 + (date.month - 1) + months;
  return { year: Math.floor(index / 12), month: (index % 12) + 1, day: 1 };
}

export function endOfMonth(date: CalendarDate, months = 0): CalendarDate {
  const start = startOfMonth(date, months);
  return { ...start, day: daysInMonth(start.year, start.month) };
}

export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  return Math.round((toUtc(to) - toUtc(from)) / dayMs);
}

/** 0 Monday ... 6 Sunday. */
export function weekdayOf(date: CalendarDate): number {
  return (new Date(toUtc(date)).getUTCDay() + 6) % 7;
}

/** The given weekday (0 Monday ... 6 Sunday) in the week `weeks` after today's (weeks start on Monday). */
export function weekdayInWeek(today: CalendarDate, weekday: number, weeks: number): CalendarDate {
  return addDays(today, weeks * 7 + weekday - weekdayOf(today));
}

/**
 * A month and day without a year: the year that puts it nearest to today, a past day counting
 * double, since dates asked for in the chat (a start, a cancel date) are more often ahead.
 */
export function nearestYear(today: CalendarDate, month: number, day: number): CalendarDate | null {
  let best: CalendarDate | null = null;
  let bestCost = Number.POSITIVE_INFINITY;
  for (const year of [today.year - 1, today.year, today.year + 1]) {
    const candidate = validDate(year, month, day);
    if (!candidate) continue;
    const offset = daysBetween(today, candidate);
    const cost = offset < 0 ? -offset * 2 : offset;
    if (cost < bestCost) {
      best = candidate;
      bestCost = cost;
    }
  }
  return best;
}
