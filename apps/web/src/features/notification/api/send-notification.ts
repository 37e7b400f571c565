import { notificationRoutes } from "@portal/contract/notification/notification.routes";
import type { SendNotificationInput } from "@portal/contract/notification/notification.schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { invalidateNotificationLists } from "./notification-keys";

/** POST /api/notifications (HR and administrators): answers how many people received it. */
export function sendNotification(body: SendNotificationInput) {
  return apiRequest(notificationRoutes.send, { body });
}

/** The form shows the failure itself (field errors), so no app-wide toast. */
export function useSendNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendNotification,
    meta: { handlesErrors: true },
    // The sender may be among the recipients.
    onSuccess: () => invalidateNotificationLists(queryClient),
  });
}
