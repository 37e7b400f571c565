import { z } from "zod";
import { errorBodySchema } from "../common/errors";
import { noContentSchema, pagedSchema, pagingHeadersSchema } from "../common/paging";
import { defineRoute } from "../common/route";
import {
  markNotificationsSchema,
  notificationAudienceOptionsSchema,
  notificationBellSchema,
  notificationIdParamsSchema,
  notificationSchema,
  notificationSummarySchema,
  notificationSyncSchema,
  recipientSchema,
  recipientSearchQuerySchema,
  sendNotificationResultSchema,
  sendNotificationSchema,
} from "./notification.schema";

const denied = { 401: errorBodySchema, 403: errorBodySchema };

/** The spec's notification calls; a user only ever reads or changes their own notifications. */
export const notificationRoutes = {
  /** The bell: latest notifications and the unread count (recomputed on every load). */
  bell: defineRoute({
    method: "GET",
    path: "/api/notifications",
    access: "session",
    response: { 200: notificationBellSchema, ...denied },
  }),
  /** The see-all list, paged (X-Pagination-Page/-Size in, X-Total-Count out); listed ones become read. */
  all: defineRoute({
    method: "GET",
    path: "/api/notifications/all",
    access: "session",
    headers: pagingHeadersSchema,
    response: { 200: pagedSchema(notificationSchema), ...denied },
  }),
  summary: defineRoute({
    method: "GET",
    path: "/api/notifications/user",
    access: "session",
    response: { 200: notificationSummarySchema, ...denied },
  }),
  /** One notification; opening it marks it read. */
  detail: defineRoute({
    method: "GET",
    path: "/api/notifications/:id",
    access: "session",
    params: notificationIdParamsSchema,
    response: { 200: notificationSchema, 404: errorBodySchema, ...denied },
  }),
  /** HR and administrators send to a user, a department, a role or everyone. */
  send: defineRoute({
    method: "POST",
    path: "/api/notifications",
    access: "session",
    body: sendNotificationSchema,
    response: { 200: sendNotificationResultSchema, 400: errorBodySchema, ...denied },
  }),
  sync: defineRoute({
    method: "POST",
    path: "/api/notifications/sync",
    access: "session",
    body: notificationSyncSchema,
    // Newer notifications (newest first, at most syncMax) and the unread count, as the bell has them.
    response: { 200: notificationBellSchema, 400: errorBodySchema, ...denied },
  }),
  markAllAsRead: defineRoute({
    method: "POST",
    path: "/api/notifications/markAllAsRead",
    access: "session",
    response: { 204: noContentSchema, ...denied },
  }),
  markAsRead: defineRoute({
    method: "POST",
    path: "/api/notifications/markAsRead/:id",
    access: "session",
    params: notificationIdParamsSchema,
    response: { 204: noContentSchema, 404: errorBodySchema, ...denied },
  }),
  /** Marks a list of ids; ids that are not the caller's are left alone. */
  markManyAsRead: defineRoute({
    method: "POST",
    path: "/api/notifications/markAsRead",
    access: "session",
    body: markNotificationsSchema,
    response: { 204: noContentSchema, 400: errorBodySchema, ...denied },
  }),
  audienceOptions: defineRoute({
    method: "GET",
    path: "/api/notifications/audiences",
    access: "session",
    response: { 200: notificationAudienceOptionsSchema, ...denied },
  }),
  recipients: defineRoute({
    method: "GET",
    path: "/api/notifications/recipients",
    access: "session",
    querystring: recipientSearchQuerySchema,
    response: { 200: z.array(recipientSchema), 400: errorBodySchema, ...denied },
  }),
};
