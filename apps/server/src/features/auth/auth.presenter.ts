import type { LoginResponse, RoleFlags } from "@portal/contract/auth/auth.schema";
import type { AccountRow } from "./auth.repository";

/** The spec's role flags of an account, computed from its record (never from a client). */
export function toRoleFlags(account: AccountRow, ledDepartments: number): RoleFlags {
  return {
    fes: 1,
    sms: account.sms,
    seat_admin: account.seatAdmin,
    dept_leader: ledDepartments > 0 ? 1 : 0,
    delegator: account.delegator,
    owner_nda: account.ownerNda,
    fes_admin: account.fesAdmin,
    nda_admin: account.ndaAdmin,
    yobi2: account.yobi2,
    ticket_approver: account.ticketApprover,
    administrator: account.administrator,
  };
}

/** The login response: the token and the role flags computed from the employee's record. */
export function toLoginResponse(
  accessToken: string,
  account: AccountRow,
  ledDepartments: number,
): LoginResponse {
  return {
    access_token: accessToken,
    username: account.account,
    display_name: account.displayName,
    display_name_ja: account.fullNameJp?.trim() || null,
    timesheet_mode: account.timesheetMode,
    mode_display_timesheet_lastYears: 0,
    ...toRoleFlags(account, ledDepartments),
  };
}
