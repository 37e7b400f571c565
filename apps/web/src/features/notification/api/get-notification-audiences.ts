import { notificationRoutes } from "@portal/contract/notification/notification.routes";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { notificationKeys } from "./notification-keys";

/** GET /api/notifications/audiences: the departments and roles a notification may go to (HR/admin). */
export function getNotificationAudiences(signal?: AbortSignal) {
  return apiRequest(notificationRoutes.audienceOptions, { signal });
}

export function notificationAudiencesQueryOptions() {
  return queryOptions({
    queryKey: notificationKeys.audiences(),
    queryFn: ({ signal }) => getNotificationAudiences(signal),
    staleTime: 5 * 60_000,
  });
}

export function useNotificationAudiences() {
  return useQuery(notificationAudiencesQueryOptions());
}
