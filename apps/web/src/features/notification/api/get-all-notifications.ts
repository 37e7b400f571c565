import { Headers } from "@portal/contract/common/http";
import { notificationRoutes } from "@portal/contract/notification/notification.routes";
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { invalidateBell, notificationKeys } from "./notification-keys";

export interface NotificationPageRequest {
  /** 1-based. */
  page: number;
  size: number;
}

/** GET /api/notifications/all: one page of the user's notifications; the listed ones become read. */
export function getAllNotifications({ page, size }: NotificationPageRequest, signal?: AbortSignal) {
  return apiRequest(notificationRoutes.all, {
    headers: { [Headers.paginationPage]: String(page), [Headers.paginationSize]: String(size) },
    signal,
  });
}

export function allNotificationsQueryOptions(request: NotificationPageRequest) {
  return queryOptions({
    queryKey: notificationKeys.page(request.page, request.size),
    queryFn: ({ signal }) => getAllNotifications(request, signal),
    // Paging keeps the last page on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });
}

/** A page of the see-all list; once it has loaded, the bell is refetched (its rows became read). */
export function useAllNotifications(request: NotificationPageRequest) {
  const queryClient = useQueryClient();
  const options = allNotificationsQueryOptions(request);
  return useQuery({
    ...options,
    queryFn: async (context) => {
      const page = await getAllNotifications(request, context.signal);
      void invalidateBell(queryClient);
      return page;
    },
  });
}
