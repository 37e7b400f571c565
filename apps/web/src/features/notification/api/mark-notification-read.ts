import { notificationRoutes } from "@portal/contract/notification/notification.routes";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { invalidateNotificationLists } from "./notification-keys";

/** POST /api/notifications/markAsRead/:id (204). */
export function markNotificationRead(id: number) {
  return apiRequest(notificationRoutes.markAsRead, { params: { id } });
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSuccess: () => invalidateNotificationLists(queryClient),
  });
}
