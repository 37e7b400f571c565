import { workingDaysBetween } from "@portal/contract/leave/leave-days";
import { describe, expect, it } from "vitest";
import { isPublicHoliday, publicHolidaysBetween } from "./japanese-holidays";

describe("Japanese public holidays", () => {
  it("knows Golden Week 2026 with its substitute holiday", () => {
    expect(publicHolidaysBetween("2026-04-28", "2026-05-07").map((day) => [day.date, day.nameEn])).toEqual([
      ["2026-04-29", "Showa Day"],
      ["2026-05-03", "Constitution Memorial Day"],
      ["2026-05-04", "Greenery Day"],
      ["2026-05-05", "Children's Day"],
      ["2026-05-06", "Holiday in lieu"],
    ]);
    expect(isPublicHoliday("2026-11-23")).toBe(true);
    expect(isPublicHoliday("2026-11-24")).toBe(false);
  });

  it("leaves the working days of a leave range across Golden Week and New Year", () => {
    // Company holidays 12/29 to 1/3 come on top of New Year's Day.
    const company = new Set(["2026-12-29", "2026-12-30", "2026-12-31", "2027-01-02", "2027-01-03"]);
    const dayOff = (date: string) => isPublicHoliday(date) || company.has(date);
    expect(workingDaysBetween("2026-04-27", "2026-05-08", dayOff)).toHaveLength(6);
    expect(workingDaysBetween("2026-12-28", "2027-01-08", dayOff)).toEqual([
      "2026-12-28",
      "2027-01-04",
      "2027-01-05",
      "2027-01-06",
      "2027-01-07",
      "2027-01-08",
    ]);
  });
});
