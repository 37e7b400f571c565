import { notificationRoutes } from "@portal/contract/notification/notification.routes";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

/** POST /api/notifications/sync: what arrived after the newest notification the client holds. */
export function syncNotifications(afterId: number) {
  return apiRequest(notificationRoutes.sync, { body: { afterId } });
}

export function useSyncNotifications() {
  return useMutation({ mutationFn: syncNotifications });
}
