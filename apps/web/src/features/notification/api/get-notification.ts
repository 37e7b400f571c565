import { notificationRoutes } from "@portal/contract/notification/notification.routes";
import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { invalidateBell, notificationKeys } from "./notification-keys";

/** GET /api/notifications/:id: one notification; opening it marks it read on the server. */
export function getNotification(id: number, signal?: AbortSignal) {
  return apiRequest(notificationRoutes.detail, { params: { id }, signal });
}

export function notificationQueryOptions(id: number) {
  return queryOptions({
    queryKey: notificationKeys.detail(id),
    queryFn: ({ signal }) => getNotification(id, signal),
    // The detail dialog shows "not available" and load failures itself.
    meta: { handlesErrors: true },
  });
}

/** One notification for the detail dialog; once loaded, the bell is refetched (it became read). */
export function useNotification(id: number | null) {
  const queryClient = useQueryClient();
  return useQuery({
    ...notificationQueryOptions(id ?? 0),
    queryFn: async ({ signal }) => {
      const notification = await getNotification(id ?? 0, signal);
      void invalidateBell(queryClient);
      return notification;
    },
    enabled: id !== null,
  });
}
