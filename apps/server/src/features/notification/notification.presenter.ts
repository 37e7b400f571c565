import type { AppLanguage } from "@portal/contract/common/culture";
import { ReadFlag, type Severity } from "@portal/contract/notification/notification.constants";
import type { Notification } from "@portal/contract/notification/notification.schema";
import type { NotificationRow } from "./notification.repository";
import { parseText, renderText } from "./notification-text";

export function toNotification(row: NotificationRow, language: AppLanguage): Notification {
  return {
    id: row.id,
    title: renderText(parseText(row.title), language),
    message: renderText(parseText(row.message), language),
    createdAt: row.createdAt,
    read: row.readAt === null ? ReadFlag.unread : ReadFlag.read,
    severity: row.severity as Severity,
    link: row.link,
  };
}
