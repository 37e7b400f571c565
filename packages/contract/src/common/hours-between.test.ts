import { describe, expect, it } from "vitest";
import { hoursBetween } from "./hours-between";

describe("hoursBetween", () => {
  it("counts hours within one day", () => {
    expect(hoursBetween("09:00", "18:00")).toBe(9);
    expect(hoursBetween("9:00", "13:00")).toBe(4);
  });

  it("wraps past midnight by adding 24 hours", () => {
    expect(hoursBetween("22:00", "06:00")).toBe(8);
    expect(hoursBetween("23:30", "00:15")).toBe(0.75);
    expect(hoursBetween("00:01", "00:00")).toBeCloseTo(23.9833, 3);
  });

  it("keeps fractions of an hour", () => {
    expect(hoursBetween("09:00", "17:30")).toBe(8.5);
    expect(hoursBetween("08:45", "09:00")).toBe(0.25);
  });

  it("gives 0 for equal times", () => {
    expect(hoursBetween("12:00", "12:00")).toBe(0);
  });

  it("refuses anything that is not HH:mm", () => {
    for (const bad of ["24:00", "12:60", "noon", "", "12", "12:5", "-1:00"]) {
      expect(() => hoursBetween(bad, "12:00")).toThrow(RangeError);
    }
  });
});
