import { notificationRoutes } from "@portal/contract/notification/notification.routes";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { notificationKeys } from "./notification-keys";

/** GET /api/notifications/user: the user's unread and total counts and the newest id. */
export function getNotificationSummary(signal?: AbortSignal) {
  return apiRequest(notificationRoutes.summary, { signal });
}

export function notificationSummaryQueryOptions() {
  return queryOptions({
    queryKey: notificationKeys.summary(),
    queryFn: ({ signal }) => getNotificationSummary(signal),
    meta: { handlesErrors: true },
  });
}

export function useNotificationSummary() {
  return useQuery(notificationSummaryQueryOptions());
}
