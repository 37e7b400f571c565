import { menuScreens } from "@portal/contract/menu/menu.constants";
import { Severity } from "@portal/contract/notification/notification.constants";
import type { AppDeps } from "../../app-deps";
import { pushMenuNumbers } from "../menu/menu.service";
import { notify } from "../notification/notify";
import { employeeIdsWithRole } from "./roles";

/**
 * An account was locked after repeated failures: administrators get a HIGH notification linking
 * to the sign-in audit, and their menu's lockout count is pushed.
 */
export async function alertLockout(deps: AppDeps, userId: string): Promise<void> {
  const administrators = await employeeIdsWithRole(deps, "administrator");
  await notify(deps, {
    recipients: administrators,
    severity: Severity.high,
    title: { key: "notification.lockout.title", params: { userId } },
    message: { key: "notification.lockout.message", params: { userId } },
    link: menuScreens.signInAudit,
  });
  await pushMenuNumbers(deps, administrators);
}
