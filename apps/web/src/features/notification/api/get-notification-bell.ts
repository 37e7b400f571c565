import { notificationRoutes } from "@portal/contract/notification/notification.routes";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { notificationKeys } from "./notification-keys";

/** GET /api/notifications: the latest notifications and the unread count, recomputed on every load. */
export function getNotificationBell(signal?: AbortSignal) {
  return apiRequest(notificationRoutes.bell, { signal });
}

export function notificationBellQueryOptions() {
  return queryOptions({
    queryKey: notificationKeys.bell(),
    queryFn: ({ signal }) => getNotificationBell(signal),
    // The bell is on every screen: a failed load shows in its dropdown, not as a toast each time.
    meta: { handlesErrors: true },
  });
}

export function useNotificationBell() {
  return useQuery(notificationBellQueryOptions());
}
