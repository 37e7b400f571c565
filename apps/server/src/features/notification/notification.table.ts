import type { Generated } from "kysely";

export interface NotificationsTable {
  id: Generated<number>;
  recipientId: number;
  /** 0 LOW, 1 MEDIUM, 2 HIGH, 3 CRITICAL. */
  severity: number;
  /** JSON of a NotificationText: {"en","ja"} or {"key","params"}. */
  title: string;
  message: string;
  /** A path inside the portal, or null. */
  link: string | null;
  /** Who sent it from the send screen; null for the portal's own notifications. */
  senderId: number | null;
  /** ISO-8601 timestamp, stamped by the server. */
  createdAt: string;
  /** When the recipient read it; null while unread. */
  readAt: string | null;
}
