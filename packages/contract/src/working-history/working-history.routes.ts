import { errorBodySchema } from "../common/errors";
import { noContentSchema, pagedSchema, pagingHeadersSchema } from "../common/paging";
import { defineRoute } from "../common/route";
import {
  workingHistoryIdParamsSchema,
  workingHistoryInputSchema,
  workingHistoryQuerySchema,
  workingHistorySchema,
} from "./working-history.schema";

const base = "/api/workinghistory";
const denied = { 401: errorBodySchema, 403: errorBodySchema };

/** workinghistory calls: an employee's working history (module SMS). */
export const workingHistoryRoutes = {
  /** The caller's records (HR: anyone's by employeeId), current first, 20 a page (X-Total-Count). */
  list: defineRoute({
    method: "GET",
    path: base,
    access: "session",
    headers: pagingHeadersSchema,
    querystring: workingHistoryQuerySchema,
    response: {
      200: pagedSchema(workingHistorySchema),
      400: errorBodySchema,
      404: errorBodySchema,
      ...denied,
    },
  }),
  create: defineRoute({
    method: "POST",
    path: base,
    access: "session",
    body: workingHistoryInputSchema,
    response: { 200: workingHistorySchema, 400: errorBodySchema, ...denied },
  }),
  update: defineRoute({
    method: "PUT",
    path: `${base}/:id`,
    access: "session",
    params: workingHistoryIdParamsSchema,
    body: workingHistoryInputSchema,
    response: { 200: workingHistorySchema, 400: errorBodySchema, 404: errorBodySchema, ...denied },
  }),
  remove: defineRoute({
    method: "DELETE",
    path: `${base}/:id`,
    access: "session",
    params: workingHistoryIdParamsSchema,
    response: { 204: noContentSchema, 400: errorBodySchema, 404: errorBodySchema, ...denied },
  }),
};
