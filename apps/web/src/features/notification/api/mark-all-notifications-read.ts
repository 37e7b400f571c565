import { notificationRoutes } from "@portal/contract/notification/notification.routes";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { invalidateNotificationLists } from "./notification-keys";

/** POST /api/notifications/markAllAsRead (204). */
export function markAllNotificationsRead() {
  return apiRequest(notificationRoutes.markAllAsRead);
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: () => invalidateNotificationLists(queryClient),
  });
}
