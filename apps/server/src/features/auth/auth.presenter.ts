import type { LoginResponse } from "@portal/contract/auth/auth.schema";

export interface SignedInAccount {
  account: string;
  displayName: string;
  timesheetMode: number;
  sms: number;
  seatAdmin: number;
  delegator: number;
  ownerNda: number;
  fesAdmin: number;
  ndaAdmin: number;
}

export function toLoginResponse(
  accessToken: string,
  account: SignedInAccount,
  ledDepartments: number,
): LoginResponse {
  return {
    access_token: accessToken,
    username: account.account,
    display_name: account.displayName,
    timesheet_mode: account.timesheetMode,
    mode_display_timesheet_lastYears: 0,
    fes: 1,
    sms: account.sms,
    seat_admin: account.seatAdmin,
    dept_leader: ledDepartments > 0 ? 1 : 0,
    delegator: account.delegator,
    owner_nda: account.ownerNda,
    fes_admin: account.fesAdmin,
    nda_admin: account.ndaAdmin,
  };
}
