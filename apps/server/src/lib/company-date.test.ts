import { addDays } from "@portal/contract/common/dates";
import { describe, expect, it } from "vitest";
import { companyDate } from "./company-date";

describe("the company's calendar", () => {
  it("reads the company's calendar day in Tokyo (UTC+9)", () => {
    expect(companyDate(new Date("2026-04-01T14:59:59Z"))).toBe("2026-04-01");
    expect(companyDate(new Date("2026-04-01T15:00:00Z"))).toBe("2026-04-02");
    expect(companyDate(new Date("2026-12-31T15:00:00Z"))).toBe("2027-01-01");
  });

  it("adds days across months and years", () => {
    expect(addDays("2026-01-31", 1)).toBe("2026-02-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(addDays("2026-12-25", 10)).toBe("2027-01-04");
  });
});
