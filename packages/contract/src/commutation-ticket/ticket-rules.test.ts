import { describe, expect, it } from "vitest";
import { addMonths } from "../common/dates";
import { TicketStatus } from "./commutation-ticket.constants";
import { endDateOf, monthsUsed, refundEstimate, taxableMonthlyAmount } from "./ticket-rules";
import { allowedActions, canTransition, submitStatus, waitingOn } from "./ticket-status-machine";

describe("ticket dates", () => {
  it("ends a pass the day before the same date months later", () => {
    expect(endDateOf("2026-04-01", 1)).toBe("2026-04-30");
    expect(endDateOf("2026-04-15", 3)).toBe("2026-07-14");
    expect(endDateOf("2026-10-01", 6)).toBe("2027-03-31");
    expect(endDateOf("2027-01-31", 1)).toBe("2027-02-27");
  });

  it("clamps to the end of shorter months", () => {
    expect(addMonths("2028-01-31", 1)).toBe("2028-02-29");
    expect(addMonths("2026-12-15", 2)).toBe("2027-02-15");
  });

  it("counts a begun month as used", () => {
    expect(monthsUsed("2026-04-01", "2026-03-31")).toBe(0);
    expect(monthsUsed("2026-04-01", "2026-04-01")).toBe(1);
    expect(monthsUsed("2026-04-01", "2026-04-30")).toBe(1);
    expect(monthsUsed("2026-04-01", "2026-05-01")).toBe(2);
  });
});

describe("refund estimate by the railways' rule", () => {
  const fares = { oneMonthFare: 10_000, threeMonthFare: 28_500 };
  const sixMonths = { ...fares, price: 54_000, duration: 6 as const, startDate: "2026-04-01" };
  it.each([
    ["2026-03-20", 54_000 - 220],
    ["2026-04-10", 54_000 - 10_000 - 220],
    ["2026-05-10", 54_000 - 20_000 - 220],
    ["2026-06-10", 54_000 - 28_500 - 220],
    ["2026-07-10", 54_000 - 38_500 - 220],
    ["2026-08-10", 54_000 - 48_500 - 220],
    ["2026-09-10", 0],
  ])("cancelled on %s gives back %i yen", (cancelDate, expected) => {
    expect(refundEstimate({ ...sixMonths, cancelDate })).toBe(expected);
  });

  it("never goes below zero", () => {
    expect(
      refundEstimate({
        ...fares,
        price: 10_000,
        duration: 3,
        startDate: "2026-04-01",
        cancelDate: "2026-05-02",
      }),
    ).toBe(0);
  });
});

describe("the status machine", () => {
  const S = TicketStatus;
  it("sends a submission to the leader, or to HR without another leader or for an unchanged continuation", () => {
    expect(submitStatus({ hasOtherLeader: true, isUnchangedContinuation: false })).toBe(S.submittedToManager);
    expect(submitStatus({ hasOtherLeader: false, isUnchangedContinuation: false })).toBe(S.submitted);
    expect(submitStatus({ hasOtherLeader: true, isUnchangedContinuation: true })).toBe(S.submitted);
  });

  it("offers each actor only its own actions", () => {
    expect(allowedActions(S.submittedToManager, new Set(["leader"]))).toEqual([
      "leaderConfirm",
      "leaderReject",
    ]);
    expect(allowedActions(S.submittedToManager, new Set(["owner"]))).toEqual(["edit", "delete"]);
    expect(allowedActions(S.hrConfirmed, new Set(["hr", "owner"]))).toEqual([]);
    expect(allowedActions(S.approved, new Set(["owner"]))).toEqual(["requestCancel"]);
    expect(allowedActions(S.cancelRejected, new Set(["owner"]))).toEqual(["requestCancel"]);
    expect(allowedActions(S.rejectedToHr, new Set(["hr"]))).toEqual(["hrConfirm", "hrReject"]);
    expect(canTransition("approveRefund", S.cancelled)).toBe(false);
  });

  it("names whose turn it is", () => {
    expect(waitingOn(S.submittedToManager)).toBe("leader");
    expect(waitingOn(S.cancelling)).toBe("hr");
    expect(waitingOn(S.hrConfirmed)).toBe("approver");
    expect(waitingOn(S.rejectedNew)).toBe("owner");
    expect(waitingOn(S.approved)).toBeNull();
  });
});

describe("tax", () => {
  it("shows only the excess over 150,000 yen a month as taxable", () => {
    expect(taxableMonthlyAmount(120_000)).toBe(0);
    expect(taxableMonthlyAmount(160_000.4)).toBe(10_001);
  });
});
