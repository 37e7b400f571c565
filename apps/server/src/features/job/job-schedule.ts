import { jobTimeZone } from "@portal/contract/job/job.constants";
import { CronExpressionParser } from "cron-parser";

/** The first start of a cron schedule after a moment, read in the company's time zone. */
export function nextStart(cron: string, after: Date): Date {
  return CronExpressionParser.parse(cron, { currentDate: after, tz: jobTimeZone }).next().toDate();
}
