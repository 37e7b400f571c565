import { describe, expect, it, vi } from "vitest";
import { fakeLoginResponse } from "../test/login-response";
import { clearSession, readSession, saveSession, subscribeSession } from "./session-store";

const loginResponse = fakeLoginResponse({
  access_token: "header.payload.sig",
  timesheet_mode: 2,
  mode_display_timesheet_lastYears: 1,
  sms: 2,
  dept_leader: 1,
});

describe("session store", () => {
  it("keeps the login response under the spec's localStorage keys", () => {
    saveSession(loginResponse, "account");
    expect(localStorage.getItem("token")).toBe("header.payload.sig");
    expect(localStorage.getItem("username")).toBe("employee1");
    expect(localStorage.getItem("displayName")).toBe("Hanako Sato");
    expect(localStorage.getItem("timesheetMode")).toBe("2");
    expect(localStorage.getItem("loginMode")).toBe("account");
    expect(JSON.parse(localStorage.getItem("roles") ?? "null")).toEqual({
      fes: 1,
      sms: 2,
      seat_admin: 0,
      dept_leader: 1,
      delegator: 0,
      owner_nda: 0,
      fes_admin: 0,
      nda_admin: 0,
      yobi2: 0,
      ticket_approver: 0,
      administrator: 0,
    });
    expect(readSession()).toMatchObject({ displayName: "Hanako Sato", roles: { sms: 2 } });
  });

  it("clears the session but keeps the language, and tells subscribers", () => {
    saveSession(loginResponse, "account");
    localStorage.setItem("culture", "jp");
    const listener = vi.fn();
    const unsubscribe = subscribeSession(listener);
    clearSession();
    unsubscribe();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(readSession()).toBeNull();
    expect(localStorage.getItem("token")).toBeNull();
    expect(localStorage.getItem("culture")).toBe("jp");
  });
});
