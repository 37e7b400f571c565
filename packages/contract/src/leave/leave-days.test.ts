import { describe, expect, it } from "vitest";
import { LeaveDuration } from "./leave.constants";
import { countsForObligation, daysOfHours, hoursOffOf, isWeekend, workingDaysBetween } from "./leave-days";

describe("leave days and hours", () => {
  it("counts only working days: no weekends, no days off", () => {
    // Golden Week 2026: 4/29 (Wed), 5/3-5/6 are public holidays.
    const holidays = new Set(["2026-04-29", "2026-05-03", "2026-05-04", "2026-05-05", "2026-05-06"]);
    expect(workingDaysBetween("2026-04-27", "2026-05-08", (date) => holidays.has(date))).toEqual([
      "2026-04-27",
      "2026-04-28",
      "2026-04-30",
      "2026-05-01",
      "2026-05-07",
      "2026-05-08",
    ]);
    expect(isWeekend("2026-11-28")).toBe(true);
    expect(isWeekend("2026-11-27")).toBe(false);
  });

  it("takes 8 hours a day, 4 a half day, and hourly leave by its times, over 7 hours as a day", () => {
    expect(hoursOffOf({ duration: LeaveDuration.allDays })).toBe(8);
    expect(hoursOffOf({ duration: LeaveDuration.morning })).toBe(4);
    expect(hoursOffOf({ duration: LeaveDuration.afternoon })).toBe(4);
    expect(hoursOffOf({ duration: LeaveDuration.hourly, fromTime: "09:00", toTime: "11:00" })).toBe(2);
    expect(hoursOffOf({ duration: LeaveDuration.hourly, fromTime: "22:00", toTime: "02:00" })).toBe(4);
    expect(hoursOffOf({ duration: LeaveDuration.hourly, fromTime: "09:00", toTime: "17:30" })).toBe(8);
    expect(daysOfHours(4)).toBe(0.5);
    expect(countsForObligation(LeaveDuration.morning)).toBe(true);
    expect(countsForObligation(LeaveDuration.hourly)).toBe(false);
  });
});
