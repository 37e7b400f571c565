import { describe, expect, it } from "vitest";
import { companyToday } from "./company-today";

describe("companyToday", () => {
  it("counts days in Japan, whatever the browser's time zone", () => {
    expect(companyToday(new Date("2026-11-30T14:59:59Z"))).toBe("2026-11-30");
    expect(companyToday(new Date("2026-11-30T15:00:00Z"))).toBe("2026-12-01");
  });
});
