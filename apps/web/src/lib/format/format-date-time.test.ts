import { afterEach, describe, expect, it } from "vitest";
import { changeLanguage } from "../i18n";
import { formatAge, formatDateTime } from "./format-date-time";

describe("formatDateTime", () => {
  it("shows year/month/day and the time with seconds, in local time", () => {
    expect(formatDateTime(new Date(2026, 3, 1, 9, 5, 7))).toBe("2026/04/01 09:05:07");
  });
});

describe("formatAge", () => {
  afterEach(() => changeLanguage("en"));
  const now = new Date(2026, 3, 1, 12, 0, 0);

  it("says how long ago in the app language", async () => {
    expect(formatAge(new Date(2026, 3, 1, 11, 55, 0), now)).toBe("5 minutes ago");
    expect(formatAge(new Date(2026, 2, 30, 12, 0, 0), now)).toBe("2 days ago");
    await changeLanguage("ja");
    expect(formatAge(new Date(2026, 3, 1, 11, 55, 0), now)).toBe("5分前");
  });

  it("treats a moment just ahead of the clock as now", () => {
    expect(formatAge(new Date(2026, 3, 1, 12, 0, 3), now)).toBe("a few seconds ago");
  });
});
