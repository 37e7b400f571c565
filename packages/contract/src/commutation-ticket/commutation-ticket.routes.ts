import { z } from "zod";
import { errorBodySchema } from "../common/errors";
import { idParamSchema, idSchema } from "../common/ids";
import { noContentSchema, pagedSchema, pagingHeadersSchema } from "../common/paging";
import { defineRoute } from "../common/route";
import {
  cancelTicketSchema,
  createTicketsSchema,
  defaultRouteInfoSchema,
  disabledTimeSchema,
  evidenceSchema,
  overBudgetQuerySchema,
  overBudgetResultSchema,
  presignInputSchema,
  presignResultSchema,
  priceQuerySchema,
  priceSchema,
  routeIdParamsSchema,
  routeSchema,
  routeTicketParamsSchema,
  stationInputSchema,
  stationQuerySchema,
  stationSchema,
  ticketDecisionResultSchema,
  ticketDecisionSchema,
  ticketIdParamsSchema,
  ticketInputSchema,
  ticketLogSchema,
  ticketPaymentSchema,
  ticketSchema,
  updateTicketSchema,
  workingAddressSchema,
} from "./commutation-ticket.schema";

const base = "/api/commutationTicket";
const denied = { 401: errorBodySchema, 403: errorBodySchema };
const refused = { 400: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema, ...denied };

/** The commutationTicket calls of the spec (paths and field names as the spec gives them). */
export const commutationTicketRoutes = {
  // The employee's own route and tickets ------------------------------------------------------
  defaultRouteInfo: defineRoute({
    method: "GET",
    path: `${base}/getDefaultRouteInfo`,
    access: "session",
    response: { 200: defaultRouteInfoSchema, ...denied },
  }),
  create: defineRoute({
    method: "POST",
    path: base,
    access: "session",
    body: createTicketsSchema,
    response: { 200: routeSchema, ...refused },
  }),
  addToRoute: defineRoute({
    method: "POST",
    path: `${base}/:routeId/add`,
    access: "session",
    params: routeIdParamsSchema,
    body: ticketInputSchema,
    response: { 200: routeSchema, ...refused },
  }),
  update: defineRoute({
    method: "POST",
    path: `${base}/update`,
    access: "session",
    body: updateTicketSchema,
    response: { 200: ticketSchema, ...refused },
  }),
  updateById: defineRoute({
    method: "PUT",
    path: `${base}/:id`,
    access: "session",
    params: ticketIdParamsSchema,
    body: ticketInputSchema,
    response: { 200: ticketSchema, ...refused },
  }),
  /** Deletes a whole route whose tickets are all still deletable. */
  deleteRoute: defineRoute({
    method: "DELETE",
    path: `${base}/:id`,
    access: "session",
    params: ticketIdParamsSchema,
    response: { 204: noContentSchema, ...refused },
  }),
  deleteTicket: defineRoute({
    method: "DELETE",
    path: `${base}/:id/delete/:ticketId`,
    access: "session",
    params: routeTicketParamsSchema,
    response: { 204: noContentSchema, ...refused },
  }),
  cancel: defineRoute({
    method: "POST",
    path: `${base}/cancel`,
    access: "session",
    body: cancelTicketSchema,
    response: { 200: ticketSchema, ...refused },
  }),
  checkOverBudget: defineRoute({
    method: "POST",
    path: `${base}/checkOverBudget`,
    access: "session",
    body: overBudgetQuerySchema,
    response: { 200: overBudgetResultSchema, 400: errorBodySchema, ...denied },
  }),
  getTicket: defineRoute({
    method: "GET",
    path: `${base}/getTicket/:id`,
    access: "session",
    params: ticketIdParamsSchema,
    response: { 200: ticketSchema, 404: errorBodySchema, ...denied },
  }),
  getRoute: defineRoute({
    method: "GET",
    path: `${base}/:id`,
    access: "session",
    params: ticketIdParamsSchema,
    response: { 200: routeSchema, 404: errorBodySchema, ...denied },
  }),
  myHistory: defineRoute({
    method: "GET",
    path: `${base}/history/my`,
    access: "session",
    headers: pagingHeadersSchema,
    response: { 200: pagedSchema(ticketSchema), ...denied },
  }),
  myHistoryPage: defineRoute({
    method: "GET",
    path: `${base}/history/my/:page`,
    access: "session",
    params: z.strictObject({ page: z.coerce.number().int().min(1).max(100_000) }),
    response: { 200: pagedSchema(ticketSchema), 400: errorBodySchema, ...denied },
  }),
  /** An employee's history: their own, or anyone's for their leader, HR and approvers. */
  employeeHistory: defineRoute({
    method: "GET",
    path: `${base}/history/:id`,
    access: "session",
    params: ticketIdParamsSchema,
    headers: pagingHeadersSchema,
    response: { 200: pagedSchema(ticketSchema), 404: errorBodySchema, ...denied },
  }),
  logs: defineRoute({
    method: "GET",
    path: `${base}/logsTicket/:id`,
    access: "session",
    params: ticketIdParamsSchema,
    response: { 200: z.array(ticketLogSchema), 404: errorBodySchema, ...denied },
  }),
  payment: defineRoute({
    method: "GET",
    path: `${base}/payment/:id`,
    access: "session",
    params: ticketIdParamsSchema,
    response: { 200: ticketPaymentSchema, 404: errorBodySchema, ...denied },
  }),
  address: defineRoute({
    method: "GET",
    path: `${base}/address`,
    access: "session",
    response: { 200: workingAddressSchema, ...denied },
  }),
  disabledTime: defineRoute({
    method: "GET",
    path: `${base}/disabledTime`,
    access: "session",
    response: { 200: disabledTimeSchema, ...denied },
  }),
  stations: defineRoute({
    method: "GET",
    path: `${base}/station`,
    access: "session",
    querystring: stationQuerySchema,
    response: { 200: z.array(stationSchema), 400: errorBodySchema, ...denied },
  }),
  addStation: defineRoute({
    method: "POST",
    path: `${base}/station`,
    access: "session",
    body: stationInputSchema,
    response: { 200: stationSchema, 400: errorBodySchema, 409: errorBodySchema, ...denied },
  }),
  price: defineRoute({
    method: "GET",
    path: `${base}/price`,
    access: "session",
    querystring: priceQuerySchema,
    response: { 200: priceSchema, 400: errorBodySchema, ...denied },
  }),

  // Evidence -------------------------------------------------------------------------------------
  /** Multipart `file`; the evidence is kept for the caller until a ticket or a cancel uses it. */
  upload: defineRoute({
    method: "POST",
    path: `${base}/upload`,
    access: "session",
    response: {
      200: evidenceSchema,
      400: errorBodySchema,
      413: errorBodySchema,
      429: errorBodySchema,
      ...denied,
    },
  }),
  /** Multipart `file`, attached to the ticket at once. */
  addEvidence: defineRoute({
    method: "POST",
    path: `${base}/:id/evidence`,
    access: "session",
    params: ticketIdParamsSchema,
    response: { 200: evidenceSchema, ...refused, 413: errorBodySchema, 429: errorBodySchema },
  }),
  presignURL: defineRoute({
    method: "POST",
    path: `${base}/presignURL`,
    access: "session",
    body: presignInputSchema,
    response: { 200: presignResultSchema, 404: errorBodySchema, ...denied },
  }),
  /** The file behind a presigned link (public: the signature and expiry are the capability). */
  downloadEvidence: defineRoute({
    method: "GET",
    path: `${base}/downloadEvidence/:a/:b`,
    access: "public",
    params: z.strictObject({ a: idParamSchema, b: z.string().min(1).max(200) }),
    credentials: ["b"],
    response: { 200: z.unknown(), 403: errorBodySchema, 404: errorBodySchema },
  }),
  /** A ticket's file with the bearer token: ticket id, then evidence id. */
  download: defineRoute({
    method: "GET",
    path: `${base}/download/:a/:b`,
    access: "session",
    params: z.strictObject({ a: idParamSchema, b: idParamSchema }),
    response: { 200: z.unknown(), 404: errorBodySchema, ...denied },
  }),

  // Decisions (the deciders' screens use them; every one goes through the status machine) --------
  /** The tickets waiting for this leader (`:id` is the leader's own employee id or account). */
  leaderQueue: defineRoute({
    method: "GET",
    path: `${base}/getTicketLeaderConfirm/:id`,
    access: "session",
    params: z.strictObject({ id: z.string().min(1).max(100) }),
    response: { 200: z.array(ticketSchema), ...denied },
  }),
  leaderConfirmOrReject: defineRoute({
    method: "PUT",
    path: `${base}/leaderConfirmOrReject`,
    access: "session",
    body: ticketDecisionSchema,
    response: { 200: ticketDecisionResultSchema, ...refused },
  }),
  hrConfirmOrReject: defineRoute({
    method: "PUT",
    path: `${base}/hrConfirmOrReject`,
    access: "session",
    body: ticketDecisionSchema,
    response: { 200: ticketDecisionResultSchema, ...refused },
  }),
  approve: defineRoute({
    method: "POST",
    path: `${base}/approve`,
    access: "session",
    body: z.strictObject({ ids: z.array(idSchema).min(1).max(100) }),
    response: { 200: ticketDecisionResultSchema, ...refused },
  }),
  reject: defineRoute({
    method: "POST",
    path: `${base}/reject/:id`,
    access: "session",
    params: ticketIdParamsSchema,
    body: z.strictObject({ reason: z.string().trim().min(1).max(500) }),
    response: { 200: ticketSchema, ...refused },
  }),
  approveRefund: defineRoute({
    method: "POST",
    path: `${base}/approveRefund`,
    access: "session",
    body: z.strictObject({ ids: z.array(idSchema).min(1).max(100) }),
    response: { 200: ticketDecisionResultSchema, ...refused },
  }),
  rejectRefund: defineRoute({
    method: "POST",
    path: `${base}/rejectRefund`,
    access: "session",
    body: z.strictObject({
      ids: z.array(idSchema).min(1).max(100),
      reason: z.string().trim().min(1).max(500),
    }),
    response: { 200: ticketDecisionResultSchema, ...refused },
  }),
};
