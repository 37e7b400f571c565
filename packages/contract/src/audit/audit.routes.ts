import { z } from "zod";
import { errorBodySchema } from "../common/errors";
import { pagingHeadersSchema } from "../common/paging";
import { defineRoute } from "../common/route";
import { signInAuditPageSchema, signInAuditQuerySchema } from "./audit.schema";

export const auditRoutes = {
  signIns: defineRoute({
    method: "GET",
    path: "/api/audit/sign-ins",
    access: "session",
    querystring: signInAuditQuerySchema,
    headers: pagingHeadersSchema,
    response: { 200: signInAuditPageSchema, 401: errorBodySchema, 403: errorBodySchema },
  }),
  signInsExport: defineRoute({
    method: "GET",
    path: "/api/audit/sign-ins/export",
    access: "session",
    querystring: signInAuditQuerySchema,
    /** text/csv (UTF-8 with BOM), one row per entry, newest first. */
    response: { 200: z.string(), 401: errorBodySchema, 403: errorBodySchema },
  }),
};
