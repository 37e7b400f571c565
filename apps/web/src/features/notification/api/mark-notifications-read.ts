import { notificationRoutes } from "@portal/contract/notification/notification.routes";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { invalidateNotificationLists } from "./notification-keys";

/** POST /api/notifications/markAsRead with { ids }: several of the user's own at once (204). */
export function markNotificationsRead(ids: number[]) {
  return apiRequest(notificationRoutes.markManyAsRead, { body: { ids } });
}

export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    onSuccess: () => invalidateNotificationLists(queryClient),
  });
}
