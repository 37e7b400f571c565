import { pageViewRoutes } from "@portal/contract/page-view/page-view.routes";
import type { DailyPageViewsQuery } from "@portal/contract/page-view/page-view.schema";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

/** GET /api/page-views/daily: the most visited paths per day (administrators only). */
export function getDailyPageViews(range: DailyPageViewsQuery, signal?: AbortSignal) {
  return apiRequest(pageViewRoutes.daily, { query: range, signal });
}

export function dailyPageViewsQueryOptions(range: DailyPageViewsQuery) {
  return queryOptions({
    queryKey: ["page-views", "daily", range],
    queryFn: ({ signal }) => getDailyPageViews(range, signal),
    // A new range keeps the last report on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });
}

export function useDailyPageViews(range: DailyPageViewsQuery) {
  return useQuery(dailyPageViewsQueryOptions(range));
}
