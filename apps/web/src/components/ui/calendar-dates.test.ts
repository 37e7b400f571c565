import { describe, expect, it } from "vitest";
import { formatDisplayDate, isWithin, parseTypedDate } from "./calendar-dates";

describe("calendar dates", () => {
  it("shows ISO dates as YYYY/MM/DD", () => {
    expect(formatDisplayDate("2026-04-01")).toBe("2026/04/01");
    expect(formatDisplayDate("")).toBe("");
  });

  it("reads what people type, full-width digits too", () => {
    expect(parseTypedDate("2026/04/01")).toBe("2026-04-01");
    expect(parseTypedDate("2026-4-1")).toBe("2026-04-01");
    expect(parseTypedDate("20260401")).toBe("2026-04-01");
    expect(parseTypedDate(" ２０２６／０４／０１ ")).toBe("2026-04-01");
  });

  it("refuses text that is no real date", () => {
    expect(parseTypedDate("2026/02/30")).toBeNull();
    expect(parseTypedDate("2026/13/01")).toBeNull();
    expect(parseTypedDate("2026/04")).toBeNull();
    expect(parseTypedDate("")).toBeNull();
  });

  it("tells whether a date is inside an inclusive range", () => {
    const range = { from: "2026-04-10", to: "2026-04-12" };
    expect(isWithin("2026-04-10", range)).toBe(true);
    expect(isWithin("2026-04-12", range)).toBe(true);
    expect(isWithin("2026-04-13", range)).toBe(false);
  });
});
