import type { MenuRole } from "../menu/menu.constants";

/** Severity of a notification (shell spec §3): 0 LOW, 1 MEDIUM, 2 HIGH, 3 CRITICAL. */
export const Severity = { low: 0, medium: 1, high: 2, critical: 3 } as const;
export type Severity = (typeof Severity)[keyof typeof Severity];
export const severities = [Severity.low, Severity.medium, Severity.high, Severity.critical] as const;

/** The spec's display label of each severity (also the key of its translated label). */
export const severityLabels: Record<Severity, "LOW" | "MEDIUM" | "HIGH" | "CRITICAL"> = {
  0: "LOW",
  1: "MEDIUM",
  2: "HIGH",
  3: "CRITICAL",
};

/** Read flag as the spec sends it: 1 read, 0 unread. */
export const ReadFlag = { unread: 0, read: 1 } as const;

/** Who a notification sent by HR or an administrator goes to. */
export const audienceTypes = ["user", "department", "role", "everyone"] as const;
export type AudienceType = (typeof audienceTypes)[number];

/** Roles a notification may be sent to (every role the server computes). */
export type AudienceRole = MenuRole;

/** Limits of a notification. */
export const NotificationTextLimits = {
  titleMaxLength: 200,
  messageMaxLength: 2000,
  linkMaxLength: 500,
  /** Notifications the bell's dropdown lists. */
  bellSize: 10,
  /** Most ids one "mark as read" call may carry. */
  markManyMax: 100,
  /** Most notifications one sync answer carries. */
  syncMax: 50,
  /** Most employees a recipient search answers. */
  recipientSearchMax: 20,
} as const;

/** Message keys of the notification feature (texts live in the locales of server and web). */
export const NotificationMessages = {
  linkNotInternal: "notification.linkNotInternal",
  noRecipients: "notification.noRecipients",
  unknownEmployee: "notification.unknownEmployee",
  unknownDepartment: "notification.unknownDepartment",
} as const;

/**
 * A link a notification may carry: a path inside the portal ("/commuting/tickets/12"), never a
 * scheme, a host or a protocol-relative address.
 */
export const internalLinkPattern = /^\/(?![/\\])[^\s]*$/;
