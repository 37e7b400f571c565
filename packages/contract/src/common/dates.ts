import { z } from "zod";

/** Date formats of the spec, as dayjs format tokens. */
export const DateFormats = {
  /** Dates on screen and in date pickers: 2026/04/01. */
  display: "YYYY/MM/DD",
  /** Dates without separators (file names, compact keys): 20260401. */
  compact: "YYYYMMDD",
  /** Year-month lists: 2026/04. */
  yearMonth: "YYYY/MM",
  /** Comment timestamps: 01-Apr-2026 09:05:00. */
  commentTimestamp: "DD-MMM-YYYY HH:mm:ss",
} as const;

/** Years a date picker offers (both ends included). */
export const DatePickerYears = { min: 2000, max: 2030 } as const;

/** A range of ISO dates (YYYY-MM-DD), both ends included. */
export interface DateRange {
  min: string;
  max: string;
}

/**
 * What the dates the portal takes may be, by what they mean. A date outside its range is refused
 * on its field (a start in year 9999 would make an end date of year 10000).
 */
export const DateRanges = {
  /** Dates chosen in a date picker: what the pickers offer (2000 to 2030). */
  picker: { min: `${DatePickerYears.min}-01-01`, max: `${DatePickerYears.max}-12-31` },
  /** A ticket's days: a start the pickers offer, and an end up to the longest duration later. */
  ticket: { min: `${DatePickerYears.min}-01-01`, max: `${DatePickerYears.max + 1}-12-31` },
  /** A person's date of birth. */
  birth: { min: "1900-01-01", max: `${DatePickerYears.max}-12-31` },
  /** Dates of a working life and its papers (joined, contract, visa and passport issue and expiry). */
  career: { min: "1950-01-01", max: "2099-12-31" },
} as const satisfies Record<string, DateRange>;

/** Message of a date outside its range; `min` and `max` are given as shown on screen. */
export const DateMessages = { outOfRange: "common.dateOutOfRange" } as const;

/** A date as shown on screen (DateFormats.display): 2026-04-01 -> 2026/04/01. */
export const displayDate = (date: string) => date.replaceAll("-", "/");

/** Whether the ISO date lies within the range. */
export const isDateIn = (date: string, range: DateRange) => date >= range.min && date <= range.max;

/**
 * An ISO date (YYYY-MM-DD) within the range: the one schema of every date the contract takes.
 * `error` words a date that is not one at all.
 */
export function isoDateIn(range: DateRange, error?: string) {
  return z.iso.date(error === undefined ? undefined : { error }).refine((date) => isDateIn(date, range), {
    error: DateMessages.outOfRange,
    params: { min: displayDate(range.min), max: displayDate(range.max) },
  });
}

/** Years of the year lists; the lists themselves come from the functions below. */
export const YearLists = {
  /** First year of the ordinary year lists. */
  firstYear: 2023,
  /** Oldest year of the campaign year list. */
  firstCampaignYear: 2025,
  /** Years after the current one in the add-year list. */
  addYearsAhead: 3,
  /** Years a calendar offers on each side of the current one. */
  calendarYearsEachSide: 5,
} as const;

/** Every year from a to b, both included, in the order a -> b (empty when the range is reversed). */
function yearRange(from: number, to: number, step: 1 | -1): number[] {
  const count = (to - from) * step + 1;
  return Array.from({ length: Math.max(count, 0) }, (_, index) => from + index * step);
}

/** Years from 2023 up to the current year, oldest first. */
export function yearsSinceFirst(currentYear = new Date().getFullYear()): number[] {
  return yearRange(YearLists.firstYear, currentYear, 1);
}

/** Campaign years: the current year down to 2025, newest first. */
export function campaignYears(currentYear = new Date().getFullYear()): number[] {
  return yearRange(currentYear, YearLists.firstCampaignYear, -1);
}

/** Add-year list: the current year and the 3 years after it, oldest first. */
export function addYearOptions(currentYear = new Date().getFullYear()): number[] {
  return yearRange(currentYear, currentYear + YearLists.addYearsAhead, 1);
}

/** Calendar years: 5 years either side of the current year, oldest first. */
export function calendarYears(currentYear = new Date().getFullYear()): number[] {
  const side = YearLists.calendarYearsEachSide;
  return yearRange(currentYear - side, currentYear + side, 1);
}

// Calendar-date arithmetic on YYYY-MM-DD strings, without time zones.

function parts(date: string): [number, number, number] {
  const [y, m, d] = date.split("-").map(Number);
  return [y ?? 0, m ?? 0, d ?? 0];
}

function format(y: number, m: number, d: number): string {
  return `${String(y).padStart(4, "0")}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
}

const daysIn = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();

/** The date `months` months after `date`, clamped to the month's last day (Jan 31 + 1 = Feb 28). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = parts(date);
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return format(year, month, Math.min(d, daysIn(year, month)));
}

/** The date `days` after (or before, when negative) `date`. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = parts(date);
  const next = new Date(Date.UTC(y, m - 1, d + days));
  return format(next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate());
}
