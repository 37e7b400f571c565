import { notificationRoutes } from "@portal/contract/notification/notification.routes";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { notificationKeys } from "./notification-keys";

/** GET /api/notifications/recipients?search=: employees matching a name or account (HR/admin). */
export function searchRecipients(search: string, signal?: AbortSignal) {
  return apiRequest(notificationRoutes.recipients, { query: { search }, signal });
}

export function recipientsQueryOptions(search: string) {
  return queryOptions({
    queryKey: notificationKeys.recipients(search),
    queryFn: ({ signal }) => searchRecipients(search, signal),
    placeholderData: keepPreviousData,
  });
}

/** Searches once the (debounced) text is not blank. */
export function useRecipients(search: string) {
  const trimmed = search.trim();
  return useQuery({ ...recipientsQueryOptions(trimmed), enabled: trimmed !== "" });
}
