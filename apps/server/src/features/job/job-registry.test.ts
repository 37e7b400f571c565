import { jobNames } from "@portal/contract/job/job.constants";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../config/env";
import { jobDefinition, jobDefinitions } from "./job-registry";
import { nextStart } from "./job-schedule";

describe("the job registry", () => {
  const config = loadConfig({
    NODE_ENV: "test",
    TOKEN_SECRET: "x".repeat(32),
    CAPTCHA_HMAC_KEY: "y".repeat(32),
    PAYROLL_REPORT_DAY: "25",
  });

  it("holds one definition per job, in the contract's order", () => {
    expect(jobDefinitions.map((definition) => definition.name)).toEqual([...jobNames]);
    for (const name of jobNames) expect(jobDefinition(name).name).toBe(name);
  });

  it("schedules each job in Japan's time", () => {
    const after = new Date("2026-11-20T00:00:00Z"); // 09:00 on Nov 20 in Japan
    const next = Object.fromEntries(
      jobDefinitions.map((definition) => [definition.name, nextStart(definition.schedule(config), after)]),
    );
    expect(next).toEqual({
      passExpiryReminder: new Date("2026-11-21T00:00:00Z"),
      decisionReminder: new Date("2026-11-20T00:15:00Z"),
      ticketExpiry: new Date("2026-11-20T15:10:00Z"),
      payrollReport: new Date("2026-11-24T21:00:00Z"),
      changeRequestApply: new Date("2026-11-20T00:05:00Z"),
      purge: new Date("2026-11-20T18:30:00Z"),
      leaveDaily: new Date("2026-11-20T15:20:00Z"),
      leaveObligationReminder: new Date("2026-11-20T00:10:00Z"),
    });
  });
});
