import holidayJp from "@holiday-jp/holiday_jp";

/**
 * Japan's public holidays (国民の祝日, substitute and citizens' holidays included) from the
 * maintained list of `@holiday-jp/holiday_jp`, looked up by "YYYY-MM-DD" company dates. Kept on
 * the server: screens ask for the holidays of the range they show (docs/decisions/040).
 */
const holidays: Readonly<Record<string, { name: string; name_en: string }>> = holidayJp.holidays;

export interface PublicHoliday {
  date: string;
  nameJa: string;
  nameEn: string;
}

export function isPublicHoliday(date: string): boolean {
  return date in holidays;
}

/** The public holidays from `from` to `to` (both included), in date order. */
export function publicHolidaysBetween(from: string, to: string): PublicHoliday[] {
  return Object.keys(holidays)
    .filter((date) => from <= date && date <= to)
    .sort()
    .map((date) => ({ date, nameJa: holidays[date]?.name ?? "", nameEn: holidays[date]?.name_en ?? "" }));
}
