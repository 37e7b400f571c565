import type { Severity } from "@portal/contract/notification/notification.constants";
import type { NoticePush } from "@portal/contract/realtime/realtime.events";
import type { AppDeps } from "../../app-deps";
import * as notifications from "./notification.repository";
import { type NotificationText, renderBoth, serializeText } from "./notification-text";

/** Pushes that also show the notification as a notice (toast) on the recipient's screen. */
export type NoticeEvent = "OnRequestCreated" | "OnLeaveRequestCreated" | "OnCommented" | "OnNotifyMessage";

export interface NotifyInput {
  recipients: readonly number[];
  severity: Severity;
  title: NotificationText;
  message: NotificationText;
  /** A path inside the portal to the related object. */
  link?: string | null;
  /** Who sent it from the send screen; absent for the portal's own notifications. */
  senderId?: number | null;
  /** Also show it as a notice with this push. */
  notice?: NoticeEvent;
}

/**
 * The one way to tell people something: writes one notification per recipient, then pushes
 * OnNotification (and the notice, if any) to each recipient's room on every instance. The rows are
 * the truth; a recipient who is offline sees them on their next load or reconnect.
 * Returns the ids created, by recipient.
 */
export async function notify(deps: AppDeps, input: NotifyInput): Promise<Map<number, number>> {
  const recipients = [...new Set(input.recipients)];
  if (recipients.length === 0) return new Map();
  const createdAt = deps.clock.now().toISOString();
  const title = serializeText(input.title);
  const message = serializeText(input.message);
  const created = await notifications.insertMany(
    deps.db,
    recipients.map((recipientId) => ({
      recipientId,
      severity: input.severity,
      title,
      message,
      link: input.link ?? null,
      senderId: input.senderId ?? null,
      createdAt,
      readAt: null,
    })),
  );

  const notice: Omit<NoticePush, "notificationId"> | undefined = input.notice && {
    severity: input.severity,
    title: renderBoth(input.title),
    message: renderBoth(input.message),
    link: input.link ?? null,
  };
  for (const { id, recipientId } of created) {
    deps.realtime.toEmployees([recipientId], "OnNotification", { id, severity: input.severity });
    if (input.notice && notice) {
      deps.realtime.toEmployees([recipientId], input.notice, { ...notice, notificationId: id });
    }
  }
  return new Map(created.map(({ id, recipientId }) => [recipientId, id]));
}
