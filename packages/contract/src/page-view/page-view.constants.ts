/** Limits of page-view collection (shell issue item 11). */
export const pageViewLimits = {
  /** Longest path recorded; longer ones are cut by the client. */
  pathMaxLength: 512,
  /** Longest document title recorded; longer ones are cut by the client. */
  titleMaxLength: 200,
  /** Page views one session may record a minute; more get 429. */
  recordsPerMinute: 60,
  /** The most visited paths the daily report lists per day. */
  topPathsPerDay: 20,
  /** The longest date range the daily report covers, both ends included. */
  reportMaxDays: 92,
} as const;

/** First path segment of the embedded mobile-app view, where analytics collection is off. */
export const mobileAppSegment = "mykintai";

/** Whether a path belongs to the mobile-app view (its first segment is `mykintai`). */
export function isMobileAppPath(path: string): boolean {
  const [firstSegment] = path.replace(/^\/+/, "").split(/[/?#]/, 1);
  return firstSegment?.toLowerCase() === mobileAppSegment;
}

const dayMs = 24 * 60 * 60 * 1000;

/** Days from `from` to `to` (YYYY-MM-DD), both included: 1 for one day, 0 or less when reversed. */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(to) - Date.parse(from)) / dayMs) + 1;
}

/** Whether a report range runs forwards and spans at most `reportMaxDays` days. */
export function isReportRangeValid(from: string, to: string): boolean {
  const days = daysInRange(from, to);
  return days >= 1 && days <= pageViewLimits.reportMaxDays;
}
