import { describe, expect, it } from "vitest";
import {
  FiveDayObligation,
  HourlyLeave,
  LeaveCalendar,
  LeaveCodes,
  LeaveDuration,
  LeaveHours,
  LeaveStatus,
  leaveDurations,
  leaveStatuses,
  SummerExtensionStatus,
} from "./leave.constants";

// The spec's numbers are the contract other clients (the mykintai app) rely on.
describe("the leave vocabulary", () => {
  it("numbers the statuses and durations as the spec does", () => {
    expect(leaveStatuses).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect([LeaveStatus.hrConfirm, LeaveStatus.takenUp, LeaveStatus.closed]).toEqual([6, 7, 8]);
    expect(Object.values(SummerExtensionStatus)).toEqual([0, 1, 2, 3, 4]);
    expect(leaveDurations).toEqual([1, 2, 3, 4]);
    expect(LeaveDuration.hourly).toBe(4);
  });

  it("keeps the spec's hours, codes and date ranges, and the law's caps", () => {
    expect(LeaveHours).toEqual({ halfDay: 4, fullDay: 8, maxOffHours: 7 });
    expect(LeaveCodes).toMatchObject({
      alternative: "AL",
      unpaid: "U",
      longTermUnpaidId: 23,
      longTermOtherId: 3,
    });
    expect(LeaveCalendar).toEqual({
      pickerFromYear: 2000,
      pickerToYear: 2030,
      calendarYearsEachSide: 5,
      firstListYear: 2023,
    });
    expect(HourlyLeave.maxDaysPerYear * LeaveHours.fullDay).toBe(40);
    expect(FiveDayObligation).toEqual({ minGrantDays: 10, days: 5, finePerEmployeeYen: 300_000 });
  });
});
