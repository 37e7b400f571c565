import type { Notification } from "@portal/contract/notification/notification.schema";

/** A notification as the server sends it: unread, MEDIUM, five minutes old unless overridden. */
export function notification(id: number, overrides: Partial<Notification> = {}): Notification {
  return {
    id,
    title: `Notice ${id}`,
    message: `Message ${id}`,
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    read: 0,
    severity: 1,
    link: null,
    ...overrides,
  };
}
