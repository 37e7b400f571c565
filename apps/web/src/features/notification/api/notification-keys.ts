import type { QueryClient } from "@tanstack/react-query";

/** Every query key of the notification feature, in one place. */
export const notificationKeys = {
  all: ["notification"] as const,
  /** The bell: latest notifications and the unread count. */
  bell: () => [...notificationKeys.all, "bell"] as const,
  /** The signed-in user's counts (GET notifications/user). */
  summary: () => [...notificationKeys.all, "summary"] as const,
  /** Pages of the see-all list. */
  pages: () => [...notificationKeys.all, "page"] as const,
  page: (page: number, size: number) => [...notificationKeys.pages(), { page, size }] as const,
  detail: (id: number) => [...notificationKeys.all, "detail", id] as const,
  audiences: () => [...notificationKeys.all, "audiences"] as const,
  recipients: (search: string) => [...notificationKeys.all, "recipients", search] as const,
};

/**
 * Refetches what shows read states and counts: the bell and the summary. Called after anything
 * that marks notifications read, and when a notification is pushed.
 */
export function invalidateBell(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: notificationKeys.bell() }),
    queryClient.invalidateQueries({ queryKey: notificationKeys.summary() }),
  ]).then(() => undefined);
}

/** The bell and the see-all pages: everything a missed notification would change. */
export function invalidateNotificationLists(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    invalidateBell(queryClient),
    queryClient.invalidateQueries({ queryKey: notificationKeys.pages() }),
  ]).then(() => undefined);
}
