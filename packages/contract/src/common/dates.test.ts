import { describe, expect, it } from "vitest";
import { addYearOptions, calendarYears, campaignYears, DatePickerYears, yearsSinceFirst } from "./dates";

describe("year lists", () => {
  it("lists the years from 2023 up to the current year", () => {
    expect(yearsSinceFirst(2026)).toEqual([2023, 2024, 2025, 2026]);
    expect(yearsSinceFirst(2023)).toEqual([2023]);
  });

  it("lists campaign years from the current year down to 2025", () => {
    expect(campaignYears(2028)).toEqual([2028, 2027, 2026, 2025]);
    expect(campaignYears(2025)).toEqual([2025]);
  });

  it("gives empty lists for a clock set before the first year", () => {
    expect(yearsSinceFirst(2022)).toEqual([]);
    expect(campaignYears(2024)).toEqual([]);
  });

  it("lists the current year and the three after it for adding", () => {
    expect(addYearOptions(2026)).toEqual([2026, 2027, 2028, 2029]);
  });

  it("offers five calendar years either side", () => {
    expect(calendarYears(2026)).toEqual([2021, 2022, 2023, 2024, 2025, 2026, 2027, 2028, 2029, 2030, 2031]);
  });

  it("reads the clock when no year is given", () => {
    const year = new Date().getFullYear();
    expect(yearsSinceFirst().at(-1)).toBe(year);
    expect(addYearOptions()[0]).toBe(year);
  });

  it("keeps the date picker range of the spec", () => {
    expect(DatePickerYears).toEqual({ min: 2000, max: 2030 });
  });
});
