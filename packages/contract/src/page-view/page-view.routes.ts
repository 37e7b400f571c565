import { errorBodySchema } from "../common/errors";
import { noContentSchema } from "../common/paging";
import { defineRoute } from "../common/route";
import {
  dailyPageViewsQuerySchema,
  dailyPageViewsReportSchema,
  pageViewRequestSchema,
} from "./page-view.schema";

export const pageViewRoutes = {
  /** Records one page view of the signed-in employee; 429 past the per-session limit. */
  record: defineRoute({
    method: "POST",
    path: "/api/page-views",
    access: "session",
    body: pageViewRequestSchema,
    response: { 204: noContentSchema, 400: errorBodySchema, 429: errorBodySchema },
  }),
  /** Administrators: the most visited paths per day. */
  daily: defineRoute({
    method: "GET",
    path: "/api/page-views/daily",
    access: "session",
    querystring: dailyPageViewsQuerySchema,
    response: { 200: dailyPageViewsReportSchema, 400: errorBodySchema, 401: errorBodySchema },
  }),
};
