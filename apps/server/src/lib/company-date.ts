import type { Clock } from "./clock";

/**
 * The company's calendar: it works in Japan (no daylight saving), so a "day" of any feature
 * (campaign runs, effective dates, ticket starts, change dates) is a calendar day in Tokyo.
 */
export const companyTimeZone = "Asia/Tokyo";

const dayFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: companyTimeZone,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The company's calendar date at an instant, YYYY-MM-DD. */
export function companyDate(instant: Date): string {
  const parts = Object.fromEntries(dayFormat.formatToParts(instant).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** Today in the company's calendar, YYYY-MM-DD, by the app's clock. */
export function companyToday(deps: { clock: Clock }): string {
  return companyDate(deps.clock.now());
}
