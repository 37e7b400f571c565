import { menuScreens } from "@portal/contract/menu/menu.constants";
import { Severity } from "@portal/contract/notification/notification.constants";
import type { AppDeps } from "../../app-deps";
import { employeeIdsWithRole } from "../auth/roles";
import { pushMenuNumbersToRole } from "../menu/menu.service";
import { notify } from "../notification/notify";
import type { ChangeRequestRow } from "./employee-change.repository";

/** Where a request opens: HR's desk for HR, the profile for its owner. */
export const hrLink = (id: number) => `${menuScreens.employeeChangeHr}?request=${id}`;
export const ownerLink = (id: number) => `${menuScreens.profile}?request=${id}`;

type Announced = Pick<ChangeRequestRow, "id" | "employeeId" | "employeeName" | "kind" | "effectiveDate">;

const paramsOf = (row: Announced, extra: Record<string, string> = {}) => ({
  name: row.employeeName,
  kind: row.kind,
  date: row.effectiveDate,
  ...extra,
});

/** HR's count of requests waiting changed: push fresh menu numbers to every HR employee. */
export function pushHrCount(deps: AppDeps): Promise<void> {
  return pushMenuNumbersToRole(deps, "hr");
}

/** A request reached HR: every HR employee (not the owner) is told, and HR's count moves. */
export async function announceSubmitted(deps: AppDeps, row: Announced): Promise<void> {
  const hr = (await employeeIdsWithRole(deps, "hr")).filter((id) => id !== row.employeeId);
  await notify(deps, {
    recipients: hr,
    severity: Severity.medium,
    title: { key: "employeeChange.notify.submitted.title", params: paramsOf(row) },
    message: { key: "employeeChange.notify.submitted.message", params: paramsOf(row) },
    link: hrLink(row.id),
    notice: "OnRequestCreated",
  });
  await pushHrCount(deps);
}

export type Outcome = "approved" | "approvedApplied" | "rejected" | "applied";

/** The owner hears of HR's decision, or of the change taking effect. */
export async function announceOutcome(
  deps: AppDeps,
  row: Announced,
  outcome: Outcome,
  reason?: string | null,
): Promise<void> {
  const params = paramsOf(row, { reason: reason ?? "" });
  await notify(deps, {
    recipients: [row.employeeId],
    severity: outcome === "rejected" ? Severity.high : Severity.low,
    title: { key: `employeeChange.notify.${outcome}.title`, params },
    message: { key: `employeeChange.notify.${outcome}.message`, params },
    link: ownerLink(row.id),
    notice: "OnNotifyMessage",
  });
  if (outcome !== "applied") await pushHrCount(deps);
}
