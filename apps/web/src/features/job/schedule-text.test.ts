import { afterEach, describe, expect, it } from "vitest";
import { changeLanguage } from "../../lib/i18n";
import { scheduleText } from "./schedule-text";

const zone = "Asia/Tokyo";

describe("schedules in words", () => {
  afterEach(() => changeLanguage("en"));

  it("says the patterns the jobs use", () => {
    expect(scheduleText("0 9 * * *", zone)).toBe("Every day at 09:00 (Asia/Tokyo)");
    expect(scheduleText("10 0 * * *", zone)).toBe("Every day at 00:10 (Asia/Tokyo)");
    expect(scheduleText("15 * * * *", zone)).toBe("Every hour at :15 (Asia/Tokyo)");
    expect(scheduleText("0 6 20 * *", zone)).toBe("Every month on day 20 at 06:00 (Asia/Tokyo)");
    expect(scheduleText("30 3 * * 1", zone)).toBe("Every Monday at 03:30 (Asia/Tokyo)");
    expect(scheduleText("*/5 * * * *", zone)).toBe("Every 5 minutes (Asia/Tokyo)");
  });

  it("shows any other schedule as its expression", () => {
    expect(scheduleText("0 9 * * 1-5", zone)).toBe("Cron schedule 0 9 * * 1-5 (Asia/Tokyo)");
  });

  it("speaks Japanese", async () => {
    await changeLanguage("ja");
    expect(scheduleText("0 9 * * *", zone)).toBe("毎日 09:00（Asia/Tokyo）");
    expect(scheduleText("15 * * * *", zone)).toBe("毎時 15 分（Asia/Tokyo）");
    expect(scheduleText("0 6 20 * *", zone)).toBe("毎月 20 日 06:00（Asia/Tokyo）");
  });
});
