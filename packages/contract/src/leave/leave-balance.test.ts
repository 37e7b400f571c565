import { describe, expect, it } from "vitest";
import { dueStatutoryGrants, explainBalance, obligationGrantOn, obligationProgress } from "./leave-balance";

const fullTime = { daysPerWeek: 5, hoursPerWeek: 40 };

describe("leave balances, explained", () => {
  it("shows each grant with what was taken and what lapsed, the total left and the next lapse", () => {
    const grants = [
      { id: 1, grantDate: "2023-10-01", expiresOn: "2025-09-30", hours: 80 },
      { id: 2, grantDate: "2024-10-01", expiresOn: "2026-09-30", hours: 88 },
      { id: 3, grantDate: "2025-10-01", expiresOn: "2027-09-30", hours: 96 },
    ];
    const draws = [
      { grantId: 1, date: "2024-05-02", hours: 56 },
      { grantId: 2, date: "2025-12-26", hours: 8 },
      { grantId: 2, date: "2026-03-13", hours: 4 },
    ];
    const balance = explainBalance(grants, draws, "2026-05-01");
    expect(balance.grants.map((g) => [g.id, g.takenHours, g.lapsedHours, g.remainingHours])).toEqual([
      [1, 56, 24, 0],
      [2, 12, 0, 76],
      [3, 0, 0, 96],
    ]);
    expect(balance.remainingHours).toBe(172);
    expect(balance.nextLapse).toEqual({ date: "2026-09-30", hours: 76 });
  });

  it("lists the statutory grants due since joining that were not made, with their lapse dates", () => {
    const due = dueStatutoryGrants("2024-04-01", fullTime, "2026-11-28", new Set(["2024-10-01"]));
    expect(due).toEqual([
      { grantDate: "2025-10-01", days: 11, hours: 88, serviceMonths: 18, expiresOn: "2027-09-30" },
      { grantDate: "2026-10-01", days: 12, hours: 96, serviceMonths: 30, expiresOn: "2028-09-30" },
    ]);
    // Attendance under 80% in the year before: the date is due, with nothing granted.
    const short = dueStatutoryGrants(
      "2024-04-01",
      fullTime,
      "2025-10-01",
      new Set(["2024-10-01"]),
      () => 0.7,
    );
    expect(short[0]?.days).toBe(0);
  });

  it("tracks the 5-day obligation: taken and booked full and half days within the grant's year", () => {
    const grant = { grantDate: "2026-04-01", days: 10 };
    const progress = obligationProgress(grant, [
      { date: "2026-05-01", hours: 8, taken: true },
      { date: "2026-08-14", hours: 4, taken: true },
      { date: "2026-12-28", hours: 8, taken: false },
      // Outside the year: not counted.
      { date: "2027-04-02", hours: 8, taken: false },
    ]);
    expect(progress).toEqual({
      applies: true,
      from: "2026-04-01",
      until: "2027-03-31",
      requiredDays: 5,
      takenDays: 1.5,
      bookedDays: 1,
      missingDays: 2.5,
      isMet: false,
    });
    expect(obligationProgress({ grantDate: "2026-04-01", days: 7 }, []).applies).toBe(false);
  });
});

describe("the grant whose 5-day obligation runs today", () => {
  const grants = [
    { grantDate: "2024-11-01", hours: 80 },
    { grantDate: "2025-11-01", hours: 88 },
    { grantDate: "2026-05-01", hours: 40 },
  ];
  it("is the latest of 10 days or more whose year includes the day", () => {
    expect(obligationGrantOn(grants, "2026-06-01")).toEqual({ grantDate: "2025-11-01", hours: 88 });
    expect(obligationGrantOn(grants, "2025-06-01")).toEqual({ grantDate: "2024-11-01", hours: 80 });
  });
  it("is none once its year is over, or before any grant", () => {
    expect(obligationGrantOn(grants, "2026-11-01")).toBeUndefined();
    expect(obligationGrantOn(grants, "2024-10-31")).toBeUndefined();
  });
});
