import type { LoginResponse } from "@portal/contract/auth/auth.schema";
import { fakeToken } from "./fake-token";

/** A login response as the server sends it: an employee with no roles unless overridden. */
export function fakeLoginResponse(overrides: Partial<LoginResponse> = {}): LoginResponse {
  return {
    access_token: fakeToken(3600),
    username: "employee1",
    display_name: "Hanako Sato",
    timesheet_mode: 1,
    mode_display_timesheet_lastYears: 0,
    fes: 1,
    sms: 0,
    seat_admin: 0,
    dept_leader: 0,
    delegator: 0,
    owner_nda: 0,
    fes_admin: 0,
    nda_admin: 0,
    yobi2: 0,
    ticket_approver: 0,
    administrator: 0,
    ...overrides,
  };
}
