import { describe, expect, it } from "vitest";
import { LeaveStatus as S } from "./leave.constants";
import { allowedLeaveActions, canLeave } from "./leave-status-machine";

describe("the leave request's status machine", () => {
  it("lets the owner submit, change and withdraw; the leader decide a submitted request", () => {
    expect(allowedLeaveActions("owner", S.draft, false)).toEqual(["submit", "edit", "delete"]);
    expect(allowedLeaveActions("owner", S.submitted, false)).toEqual(["edit", "cancel"]);
    expect(allowedLeaveActions("owner", S.rejected, false)).toEqual(["edit"]);
    expect(allowedLeaveActions("leader", S.submitted, false)).toEqual(["leaderApprove", "leaderReject"]);
    expect(allowedLeaveActions("leader", S.approved, false)).toEqual([]);
  });

  it("sends a type HR confirms to HR after the leader, and takes it up only once confirmed", () => {
    expect(allowedLeaveActions("hr", S.approved, true)).toEqual(["hrConfirm", "hrReject"]);
    expect(allowedLeaveActions("hr", S.approved, false)).toEqual([]);
    expect(canLeave("takeUp", "system", S.approved, true)).toBe(false);
    expect(canLeave("takeUp", "system", S.hrConfirm, true)).toBe(true);
    expect(canLeave("takeUp", "system", S.approved, false)).toBe(true);
  });

  it("closes taken requests with the payroll month, and nothing moves a closed or cancelled one", () => {
    expect(allowedLeaveActions("hr", S.takenUp, false)).toEqual(["close"]);
    for (const actor of ["owner", "leader", "hr", "system"] as const) {
      expect(allowedLeaveActions(actor, S.closed, true)).toEqual([]);
      expect(allowedLeaveActions(actor, S.cancelled, true)).toEqual([]);
    }
  });
});
