import { addDays } from "@portal/contract/common/dates";
import type { DayOff } from "@portal/contract/leave/leave.schema";
import type { Db } from "../../db/database";
import { publicHolidaysBetween } from "../../lib/japanese-holidays";

/** The company's closure days (e.g. New Year) are named alike in every year. */
const closureName = { nameEn: "Company closure", nameJa: "会社休業日" };

/** The month-days of the yearly closure (settings `closure_days`, "MM-DD,MM-DD"). */
function closureDaysOf(text: string): Set<string> {
  return new Set(
    text
      .split(",")
      .map((day) => day.trim())
      .filter((day) => /^\d{2}-\d{2}$/.test(day)),
  );
}

/**
 * The days off from `from` to `to` besides weekends: Japan's public holidays, the company's yearly
 * closure and the one-off company holidays HR keeps, in date order (a date once, the first kind).
 */
export async function daysOffBetween(db: Db, from: string, to: string): Promise<DayOff[]> {
  const [settings, company] = await Promise.all([
    db.selectFrom("leaveSettings").select("closureDays").where("id", "=", 1).executeTakeFirst(),
    db
      .selectFrom("companyHolidays")
      .select(["date", "nameEn", "nameJa"])
      .where("date", ">=", from)
      .where("date", "<=", to)
      .execute(),
  ]);
  const byDate = new Map<string, DayOff>();
  for (const holiday of publicHolidaysBetween(from, to))
    byDate.set(holiday.date, { ...holiday, kind: "public" });
  const closure = closureDaysOf(settings?.closureDays ?? "");
  for (let date = from; date <= to; date = addDays(date, 1)) {
    if (!byDate.has(date) && closure.has(date.slice(5)))
      byDate.set(date, { date, kind: "closure", ...closureName });
  }
  for (const day of company) if (!byDate.has(day.date)) byDate.set(day.date, { ...day, kind: "company" });
  return [...byDate.values()].sort((a, b) => a.date.localeCompare(b.date));
}

/** A test of "is this date a day off" for the range, read once. */
export async function dayOffTest(db: Db, from: string, to: string): Promise<(date: string) => boolean> {
  const days = new Set((await daysOffBetween(db, from, to)).map((day) => day.date));
  return (date) => days.has(date);
}
