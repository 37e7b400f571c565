/** The company works in Japan: its calendar days are Tokyo's (no daylight saving). */
const dayFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: "Asia/Tokyo",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** Today in the company's calendar, YYYY-MM-DD, as the server counts change dates. */
export function companyToday(now: Date = new Date()): string {
  const parts = Object.fromEntries(dayFormat.formatToParts(now).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}
