import { z } from "zod";
import { idParamSchema, idSchema, maxId } from "../common/ids";
import { menuRoles } from "../menu/menu.constants";
import {
  internalLinkPattern,
  NotificationMessages,
  NotificationTextLimits,
  ReadFlag,
  severities,
} from "./notification.constants";

const severitySchema = z.union(severities.map((value) => z.literal(value)));

/** A notification as its recipient sees it, in their language (shell spec §3). */
export const notificationSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  message: z.string(),
  /** ISO 8601 instant; clients show YYYY/MM/DD HH:mm:ss and a relative age. */
  createdAt: z.string(),
  /** 1 read, 0 unread. */
  read: z.union([z.literal(ReadFlag.unread), z.literal(ReadFlag.read)]),
  severity: severitySchema,
  /** A path inside the portal to the related object, or null. */
  link: z.string().nullable(),
});

/** GET notifications: the bell's latest notifications and the unread count. */
export const notificationBellSchema = z.object({
  data: z.array(notificationSchema),
  unreadCount: z.number().int(),
});

/** GET notifications/user: the signed-in user's counts, cheap enough for a badge. */
export const notificationSummarySchema = z.object({
  unreadCount: z.number().int(),
  totalCount: z.number().int(),
  /** The newest notification's id (0 when there is none); a client syncs from it. */
  latestId: z.number().int(),
});

/** POST notifications/sync: what arrived after the newest notification the client holds. */
export const notificationSyncSchema = z.strictObject({
  afterId: z.number().int().min(0).max(maxId),
});

/** POST notifications/markAsRead: a list of the user's own notification ids. */
export const markNotificationsSchema = z.strictObject({
  ids: z.array(idSchema).min(1).max(NotificationTextLimits.markManyMax),
});

export const notificationIdParamsSchema = z.strictObject({ id: idParamSchema });

/** Who receives a notification sent by HR or an administrator. */
export const audienceSchema = z.discriminatedUnion("type", [
  z.strictObject({ type: z.literal("user"), employeeId: idSchema }),
  z.strictObject({ type: z.literal("department"), departmentId: idSchema }),
  z.strictObject({ type: z.literal("role"), role: z.enum(menuRoles) }),
  z.strictObject({ type: z.literal("everyone") }),
]);

const title = z.string().trim().max(NotificationTextLimits.titleMaxLength);
const message = z.string().trim().max(NotificationTextLimits.messageMaxLength);

/**
 * POST notifications: texts in English (required) and Japanese (optional: readers of Japanese
 * get the English text when it is empty), a severity and an optional link inside the portal.
 */
export const sendNotificationSchema = z.strictObject({
  audience: audienceSchema,
  severity: severitySchema,
  titleEn: title.min(1),
  titleJa: title.default(""),
  messageEn: message.min(1),
  messageJa: message.default(""),
  link: z
    .string()
    .trim()
    .max(NotificationTextLimits.linkMaxLength)
    .regex(internalLinkPattern, { error: NotificationMessages.linkNotInternal })
    .nullable()
    .default(null),
});

/** The answer to a send: how many people received it. */
export const sendNotificationResultSchema = z.object({ recipients: z.number().int() });

/** What the send screen offers: departments by name and the roles. */
export const notificationAudienceOptionsSchema = z.object({
  departments: z.array(z.object({ id: z.number().int(), name: z.string() })),
  roles: z.array(z.enum(menuRoles)),
});

export const recipientSearchQuerySchema = z.strictObject({
  search: z.string().trim().min(1).max(100),
});

/** An employee the send screen may pick. */
export const recipientSchema = z.object({
  employeeId: z.number().int(),
  account: z.string(),
  displayName: z.string(),
  departmentName: z.string(),
});

export type Notification = z.infer<typeof notificationSchema>;
export type NotificationBell = z.infer<typeof notificationBellSchema>;
export type NotificationSummary = z.infer<typeof notificationSummarySchema>;
export type Audience = z.infer<typeof audienceSchema>;
export type SendNotificationInput = z.input<typeof sendNotificationSchema>;
export type SendNotification = z.output<typeof sendNotificationSchema>;
export type NotificationAudienceOptions = z.infer<typeof notificationAudienceOptionsSchema>;
export type Recipient = z.infer<typeof recipientSchema>;
