import { i18n } from "../../lib/i18n";

const pad = (value: string) => value.padStart(2, "0");
const number = "(\\d{1,2})";

/** The cron patterns the portal's jobs use, with their words. */
const patterns: [RegExp, (parts: string[]) => string][] = [
  [
    new RegExp(`^${number} ${number} \\* \\* \\*$`),
    ([minute = "", hour = ""]) => i18n.t("job:schedule.daily", { time: `${pad(hour)}:${pad(minute)}` }),
  ],
  [
    new RegExp(`^${number} \\* \\* \\* \\*$`),
    ([minute = ""]) => i18n.t("job:schedule.hourly", { minute: pad(minute) }),
  ],
  [
    new RegExp(`^${number} ${number} ${number} \\* \\*$`),
    ([minute = "", hour = "", day = ""]) =>
      i18n.t("job:schedule.monthly", { day: Number(day), time: `${pad(hour)}:${pad(minute)}` }),
  ],
  [
    new RegExp(`^${number} ${number} \\* \\* ([0-6])$`),
    ([minute = "", hour = "", weekday = ""]) =>
      i18n.t("job:schedule.weekly", {
        weekday: i18n.t(`job:schedule.weekdays.${weekday}` as never),
        time: `${pad(hour)}:${pad(minute)}`,
      }),
  ],
  [
    new RegExp(`^\\*/${number} \\* \\* \\* \\*$`),
    ([count = ""]) => i18n.t("job:schedule.everyMinutes", { count: Number(count) }),
  ],
];

/**
 * A job's cron schedule in words, in the user's language, with its time zone: "Every day at 09:00
 * (Asia/Tokyo)". A pattern the portal does not use is shown as the expression itself.
 */
export function scheduleText(cron: string, timeZone: string): string {
  const expression = cron.trim().replace(/\s+/g, " ");
  for (const [pattern, words] of patterns) {
    const match = pattern.exec(expression);
    if (match) return i18n.t("job:schedule.withZone", { schedule: words(match.slice(1)), timeZone });
  }
  return i18n.t("job:schedule.withZone", {
    schedule: i18n.t("job:schedule.cron", { expression }),
    timeZone,
  });
}
