import { DateFormats } from "@portal/contract/common/dates";
import dayjs from "dayjs";
import relativeTime from "dayjs/plugin/relativeTime";

dayjs.extend(relativeTime);

/** A moment with seconds in the spec's date format: 2026/04/01 09:05:00 (local time). */
export const dateTimeFormat = `${DateFormats.display} HH:mm:ss`;

/** An ISO instant as YYYY/MM/DD HH:mm:ss in the browser's time zone. */
export function formatDateTime(value: string | Date): string {
  return dayjs(value).format(dateTimeFormat);
}

/**
 * How long ago an instant was, in the app language ("5 minutes ago", "5分前"): dayjs follows the
 * language the i18n setup switches it to. A moment slightly ahead of the clock counts as now.
 */
export function formatAge(value: string | Date, now: Date = new Date()): string {
  const moment = dayjs(value);
  return (moment.isAfter(now) ? dayjs(now) : moment).from(now);
}
