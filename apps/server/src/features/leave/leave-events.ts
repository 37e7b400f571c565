import { LeaveStatus } from "@portal/contract/leave/leave.constants";
import { Severity } from "@portal/contract/notification/notification.constants";
import type { AppDeps } from "../../app-deps";
import { employeeIdsWithRole } from "../auth/roles";
import { pushMenuNumbers, pushMenuNumbersToRole } from "../menu/menu.service";
import { notify } from "../notification/notify";
import { leaderStepFallsToHr } from "./leave-access";
import type { LeaveRequestRow } from "./leave-request.repository";

/** Where a request opens in the portal. */
export const leaveRequestLink = (requestId: number) => `/leave/request/${requestId}`;

type Audience = "decider" | "hr" | "owner" | "leader";

/** Who hears of a request reaching a status, and with which message (keys under leave.notify). */
const announcements: Partial<Record<number, { audience: Audience; key: string; severity: Severity }[]>> = {
  [LeaveStatus.submitted]: [{ audience: "decider", key: "toDecide", severity: Severity.medium }],
  [LeaveStatus.approved]: [{ audience: "owner", key: "approved", severity: Severity.low }],
  [LeaveStatus.hrConfirm]: [{ audience: "owner", key: "confirmed", severity: Severity.low }],
  [LeaveStatus.rejected]: [{ audience: "owner", key: "rejected", severity: Severity.high }],
  [LeaveStatus.cancelled]: [{ audience: "leader", key: "cancelled", severity: Severity.low }],
};

/** The leader's step is the leader's, or HR's where it falls to HR (never the owner's). */
async function deciders(deps: AppDeps, request: LeaveRequestRow): Promise<number[]> {
  if (!leaderStepFallsToHr(request) && request.leaderEmployeeId !== null) return [request.leaderEmployeeId];
  return employeeIdsWithRole(deps, "hr");
}

/**
 * After a request reached a status (committed): tells whoever decides next (OnLeaveRequestCreated,
 * shown as a notice), or the owner of an outcome, or the leader of a cancelled approval; and pushes
 * fresh menu numbers to those whose queues may have changed.
 */
export async function announceLeave(
  deps: AppDeps,
  request: LeaveRequestRow,
  status: number,
  previous: number | null,
  reason: string | null,
): Promise<void> {
  const params = {
    name: request.employeeName,
    from: request.fromDate,
    to: request.toDate,
    reason: reason ?? "",
  };
  const needsHr = status === LeaveStatus.approved && request.hrConfirms === 1;
  const list = [...(announcements[status] ?? [])];
  if (needsHr) list.push({ audience: "hr", key: "toConfirm", severity: Severity.medium });
  // A cancel tells the leader only when they had approved it.
  const told = list.filter((item) => item.key !== "cancelled" || previous !== LeaveStatus.submitted);
  const queueHolders: number[] = [];
  for (const item of told) {
    let recipients: number[];
    if (item.audience === "owner") recipients = [request.employeeId];
    else if (item.audience === "leader")
      recipients = request.leaderEmployeeId ? [request.leaderEmployeeId] : [];
    else if (item.audience === "decider") recipients = await deciders(deps, request);
    else recipients = await employeeIdsWithRole(deps, "hr");
    recipients = recipients.filter((id) => item.audience === "owner" || id !== request.employeeId);
    if (item.audience !== "owner") queueHolders.push(...recipients);
    await notify(deps, {
      recipients,
      severity: item.severity,
      title: { key: `leave.notify.${item.key}.title`, params },
      message: { key: `leave.notify.${item.key}.message`, params },
      link: leaveRequestLink(request.id),
      notice: item.audience === "owner" ? "OnNotifyMessage" : "OnLeaveRequestCreated",
    });
  }
  // Any step changes the leader's queue (or HR's, where HR holds a step of it).
  const leader =
    request.leaderEmployeeId !== null && !leaderStepFallsToHr(request) ? [request.leaderEmployeeId] : [];
  await pushMenuNumbers(deps, [...new Set([...queueHolders, ...leader, request.employeeId])]);
  if (leaderStepFallsToHr(request) || request.hrConfirms === 1) await pushMenuNumbersToRole(deps, "hr");
}
