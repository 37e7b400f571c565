import { errorBodySchema } from "../common/errors";
import { pagingHeadersSchema } from "../common/paging";
import { defineRoute } from "../common/route";
import { mailMessageSchema, mailPageSchema, mailParamsSchema } from "./mail.schema";

const denied = { 401: errorBodySchema, 403: errorBodySchema };

/** Administrators' outbox: every e-mail the portal wrote, newest first. */
export const mailRoutes = {
  outbox: defineRoute({
    method: "GET",
    path: "/api/mail/outbox",
    access: "session",
    headers: pagingHeadersSchema,
    response: { 200: mailPageSchema, ...denied },
  }),
  message: defineRoute({
    method: "GET",
    path: "/api/mail/outbox/:id",
    access: "session",
    params: mailParamsSchema,
    response: { 200: mailMessageSchema, 400: errorBodySchema, 404: errorBodySchema, ...denied },
  }),
};
