import { describe, expect, it } from "vitest";
import {
  drawOldestFirst,
  grantExpiry,
  legalGrantDates,
  obligationOf,
  serviceMonths,
  statutoryGrantDays,
} from "./leave-grants";

const fullTime = { daysPerWeek: 5, hoursPerWeek: 40 };
const steps = [6, 18, 30, 42, 54, 66, 78, 120];

describe("statutory annual paid leave (LSA article 39)", () => {
  it("grants 10, 11, 12, 14, 16, 18 then 20 days to full-time staff at 0.5 to 6.5+ years", () => {
    expect(steps.map((months) => statutoryGrantDays(months, fullTime))).toEqual([
      10, 11, 12, 14, 16, 18, 20, 20,
    ]);
    expect(statutoryGrantDays(5, fullTime)).toBe(0);
  });

  it("grants the proportional table to staff under 30 hours and at most 4 days a week", () => {
    const row = (daysPerWeek: number) =>
      steps.slice(0, 7).map((m) => statutoryGrantDays(m, { daysPerWeek, hoursPerWeek: daysPerWeek * 6 }));
    expect(row(4)).toEqual([7, 8, 9, 10, 12, 13, 15]);
    expect(row(3)).toEqual([5, 6, 6, 8, 9, 10, 11]);
    expect(row(2)).toEqual([3, 4, 4, 5, 6, 6, 7]);
    expect(row(1)).toEqual([1, 2, 2, 2, 3, 3, 3]);
    // 30 hours a week on 4 days is full time; so are 5 short days.
    expect(statutoryGrantDays(6, { daysPerWeek: 4, hoursPerWeek: 32 })).toBe(10);
    expect(statutoryGrantDays(6, { daysPerWeek: 5, hoursPerWeek: 25 })).toBe(10);
  });

  it("grants nothing when attendance in the period before was under 80%", () => {
    expect(statutoryGrantDays(18, fullTime, 0.79)).toBe(0);
    expect(statutoryGrantDays(18, fullTime, 0.8)).toBe(11);
  });

  it("falls due six months after joining and every year after, month ends clamped", () => {
    expect(legalGrantDates("2024-04-01", "2026-11-28")).toEqual(["2024-10-01", "2025-10-01", "2026-10-01"]);
    expect(legalGrantDates("2025-08-31", "2026-03-01")).toEqual(["2026-02-28"]);
    expect(serviceMonths("2025-08-31", "2026-02-28")).toBe(6);
    expect(serviceMonths("2025-04-15", "2025-10-14")).toBe(5);
    expect(serviceMonths("2025-04-15", "2025-10-15")).toBe(6);
  });

  it("lapses two years after the grant", () => {
    expect(grantExpiry("2024-10-01")).toBe("2026-09-30");
    // No 29 February in 2026: the period ends with the month (Civil Code article 143).
    expect(grantExpiry("2024-02-29")).toBe("2026-02-28");
    expect(grantExpiry("2025-03-31")).toBe("2027-03-30");
  });

  it("draws days from the oldest grant in force first, and refuses more than they hold", () => {
    const grants = [
      { id: 2, grantDate: "2025-10-01", expiresOn: "2027-09-30", remainingDays: 11 },
      { id: 1, grantDate: "2024-10-01", expiresOn: "2026-09-30", remainingDays: 1.5 },
      { id: 3, grantDate: "2023-10-01", expiresOn: "2025-09-30", remainingDays: 4 },
    ];
    expect(drawOldestFirst(grants, "2026-05-01", 2)).toEqual([
      { grantId: 1, days: 1.5 },
      { grantId: 2, days: 0.5 },
    ]);
    // The lapsed grant is not used; the 12.5 days in force are all there is.
    expect(drawOldestFirst(grants, "2026-05-01", 13)).toBeNull();
    expect(drawOldestFirst(grants, "2026-05-01", 0.125)).toEqual([{ grantId: 1, days: 0.125 }]);
  });

  it("applies the 5-day obligation to grants of 10 days or more, within a year of the grant", () => {
    expect(obligationOf({ grantDate: "2026-04-01", days: 10 })).toEqual({
      applies: true,
      from: "2026-04-01",
      until: "2027-03-31",
      days: 5,
    });
    expect(obligationOf({ grantDate: "2026-04-01", days: 7 }).applies).toBe(false);
  });
});
