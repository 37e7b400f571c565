import { errorBodySchema } from "../common/errors";
import { defineRoute } from "../common/route";
import {
  evidenceSchema,
  overBudgetResultSchema,
  routeSchema,
  ticketSchema,
} from "./commutation-ticket.schema";
import {
  addTicketForSchema,
  cancelTicketForSchema,
  overBudgetForSchema,
  updateTicketForSchema,
} from "./ticket-acting-for.schema";

const base = "/api/commutationTicket";
const denied = { 401: errorBodySchema, 403: errorBodySchema };
const refused = { 400: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema, ...denied };

/** The spec's AF calls: HR acting for an employee (docs/decisions/018). */
export const ticketActingForRoutes = {
  addTicketAF: defineRoute({
    method: "POST",
    path: `${base}/addTicketAF`,
    access: "session",
    body: addTicketForSchema,
    response: { 200: routeSchema, ...refused },
  }),
  updateTicketAF: defineRoute({
    method: "POST",
    path: `${base}/updateTicketAF`,
    access: "session",
    body: updateTicketForSchema,
    response: { 200: ticketSchema, ...refused },
  }),
  cancelByAF: defineRoute({
    method: "POST",
    path: `${base}/cancelByAF`,
    access: "session",
    body: cancelTicketForSchema,
    response: { 200: ticketSchema, ...refused },
  }),
  /** Multipart: `employeeId`, then `file`; kept for that employee until a ticket or cancel uses it. */
  uploadEvidenceForAF: defineRoute({
    method: "POST",
    path: `${base}/uploadEvidenceForAF`,
    access: "session",
    response: {
      200: evidenceSchema,
      400: errorBodySchema,
      404: errorBodySchema,
      413: errorBodySchema,
      429: errorBodySchema,
      ...denied,
    },
  }),
  checkOverBudgetAF: defineRoute({
    method: "POST",
    path: `${base}/checkOverBudgetAF`,
    access: "session",
    body: overBudgetForSchema,
    response: { 200: overBudgetResultSchema, 400: errorBodySchema, 404: errorBodySchema, ...denied },
  }),
};
