import { DateFormats } from "@portal/contract/common/dates";
import { toHalfWidth } from "@portal/contract/common/to-half-width";
import dayjs from "dayjs";

/** Calendar dates are ISO strings (YYYY-MM-DD) without time zones, shown as YYYY/MM/DD. */
export const isoDateFormat = "YYYY-MM-DD";

/** An ISO date as the spec shows dates: 2026/04/01 ("" for ""). */
export function formatDisplayDate(iso: string): string {
  return iso ? dayjs(iso).format(DateFormats.display) : "";
}

const typedDate = /^(\d{4})[/\-.]?(\d{1,2})[/\-.]?(\d{1,2})$/;

/**
 * The ISO date a person typed: 2026/04/01, 2026-4-1, 20260401, also in full-width digits; null
 * when the text is not a real calendar date.
 */
export function parseTypedDate(text: string): string | null {
  const match = typedDate.exec(toHalfWidth(text).trim());
  if (!match) return null;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  const isReal =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return isReal ? dayjs(date.toISOString().slice(0, 10)).format(isoDateFormat) : null;
}

/** Today in the browser's time zone as an ISO date. */
export function todayIso(): string {
  return dayjs().format(isoDateFormat);
}

/** Whether an ISO date falls inside an inclusive range of ISO dates. */
export function isWithin(iso: string, range: { from: string; to: string }): boolean {
  return iso >= range.from && iso <= range.to;
}
