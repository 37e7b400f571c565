import { describe, expect, it } from "vitest";
import { daysInRange, isMobileAppPath, isReportRangeValid } from "./page-view.constants";

describe("isMobileAppPath", () => {
  it("is true when the first segment is mykintai", () => {
    for (const path of ["/mykintai", "/mykintai/", "/mykintai/attendance", "/MyKintai/x", "mykintai?x=1"]) {
      expect(isMobileAppPath(path)).toBe(true);
    }
  });

  it("is false anywhere else", () => {
    for (const path of ["/", "/home", "/mykintaix", "/help/mykintai", "/x/mykintai"]) {
      expect(isMobileAppPath(path)).toBe(false);
    }
  });
});

describe("report ranges", () => {
  it("counts both ends", () => {
    expect(daysInRange("2026-04-01", "2026-04-01")).toBe(1);
    expect(daysInRange("2026-03-31", "2026-04-01")).toBe(2);
    expect(daysInRange("2026-04-02", "2026-04-01")).toBe(0);
  });

  it("accepts forward ranges of up to 92 days", () => {
    expect(isReportRangeValid("2026-01-01", "2026-04-02")).toBe(true);
    expect(isReportRangeValid("2026-01-01", "2026-04-03")).toBe(false);
    expect(isReportRangeValid("2026-04-02", "2026-04-01")).toBe(false);
  });
});
