import { z } from "zod";
import { DateRanges, isoDateIn } from "../common/dates";
import { isReportRangeValid, pageViewLimits } from "./page-view.constants";

/**
 * One page view as the client reports it. The server stamps the time and the employee itself,
 * so the body has nothing else (strict: a sent `viewedAt` or `employeeId` is a 400).
 */
export const pageViewRequestSchema = z.strictObject({
  /** The path without query string or fragment, e.g. /home. */
  path: z
    .string()
    .max(pageViewLimits.pathMaxLength)
    .regex(/^\/[^?#\s]*$/),
  title: z.string().trim().max(pageViewLimits.titleMaxLength),
});

const isoDate = isoDateIn(DateRanges.picker);

/** Days of the daily report, YYYY-MM-DD (UTC days), both ends included, at most 92 days. */
export const dailyPageViewsQuerySchema = z
  .strictObject({ from: isoDate, to: isoDate })
  // A message key of the server's catalogue: the range is reversed or too long.
  .refine(({ from, to }) => isReportRangeValid(from, to), { path: ["to"], message: "common.invalidRequest" });

export const visitedPathSchema = z.object({
  path: z.string(),
  count: z.number().int(),
});

/** One day of the report: its most visited paths, most visited first. */
export const dailyPageViewsSchema = z.object({
  date: z.string(),
  pages: z.array(visitedPathSchema),
});

/** The days of the range that have page views, newest first. */
export const dailyPageViewsReportSchema = z.object({
  days: z.array(dailyPageViewsSchema),
});

export type PageViewRequest = z.infer<typeof pageViewRequestSchema>;
export type DailyPageViewsQuery = z.infer<typeof dailyPageViewsQuerySchema>;
export type DailyPageViews = z.infer<typeof dailyPageViewsSchema>;
export type DailyPageViewsReport = z.infer<typeof dailyPageViewsReportSchema>;
