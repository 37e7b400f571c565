import { errorBodySchema } from "../common/errors";
import { noContentSchema, pagingHeadersSchema } from "../common/paging";
import { defineRoute } from "../common/route";
import {
  sectionFareInputSchema,
  sectionFarePageSchema,
  sectionFareParamsSchema,
  sectionFareQuerySchema,
  sectionFareSchema,
} from "./section-fare.schema";

const denied = { 401: errorBodySchema, 403: errorBodySchema };
const base = "/api/commutationTicket/sectionFare";

/** HR's official fares per section: what the ticket form offers before the usual fare. */
export const sectionFareRoutes = {
  list: defineRoute({
    method: "GET",
    path: base,
    access: "session",
    headers: pagingHeadersSchema,
    querystring: sectionFareQuerySchema,
    response: { 200: sectionFarePageSchema, 400: errorBodySchema, ...denied },
  }),
  save: defineRoute({
    method: "PUT",
    path: base,
    access: "session",
    body: sectionFareInputSchema,
    response: { 200: sectionFareSchema, 400: errorBodySchema, ...denied },
  }),
  remove: defineRoute({
    method: "DELETE",
    path: `${base}/:id`,
    access: "session",
    params: sectionFareParamsSchema,
    response: { 204: noContentSchema, 400: errorBodySchema, 404: errorBodySchema, ...denied },
  }),
};
