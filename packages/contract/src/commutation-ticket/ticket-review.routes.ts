import { z } from "zod";
import { errorBodySchema } from "../common/errors";
import { pagedSchema, pagingHeadersSchema } from "../common/paging";
import { defineRoute } from "../common/route";
import { evidenceSchema, ticketIdParamsSchema, ticketSchema } from "./commutation-ticket.schema";
import {
  allowanceHistorySchema,
  allowanceRowSchema,
  allowanceSearchSchema,
  employeeChoiceQuerySchema,
  employeeChoiceSchema,
  employeeRouteInfoSchema,
  evidenceIdsSchema,
  evidenceReviewResultSchema,
  refundPageSchema,
  rejectEvidenceListSchema,
  rejectEvidenceSchema,
  ticketExportQuerySchema,
  ticketNoteSchema,
  ticketSearchOptionsSchema,
  ticketSearchSchema,
} from "./ticket-review.schema";

const base = "/api/commutationTicket";
const denied = { 401: errorBodySchema, 403: errorBodySchema };
const refused = { 400: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema, ...denied };

/** The HR and approver calls of the spec's commutationTicket list (docs/decisions/018). */
export const ticketReviewRoutes = {
  /** The tickets waiting for HR (`:id` names the caller, as the leader's queue does). */
  hrQueue: defineRoute({
    method: "GET",
    path: `${base}/getTicketHrConfirm/:id`,
    access: "session",
    params: z.strictObject({ id: z.string().min(1).max(100) }),
    response: { 200: z.array(ticketSchema), ...denied },
  }),
  /** The approver's queue: HR-confirmed tickets, oldest first, narrowed by the search's filters. */
  approverQueue: defineRoute({
    method: "POST",
    path: `${base}/ticketRequest`,
    access: "session",
    body: ticketSearchSchema,
    response: { 200: z.array(ticketSchema), 400: errorBodySchema, ...denied },
  }),
  /** Every ticket, newest first, 20 a page (X-Pagination headers, X-Total-Count). */
  list: defineRoute({
    method: "GET",
    path: base,
    access: "session",
    headers: pagingHeadersSchema,
    response: { 200: pagedSchema(ticketSchema), ...denied },
  }),
  search: defineRoute({
    method: "POST",
    path: `${base}/search`,
    access: "session",
    headers: pagingHeadersSchema,
    body: ticketSearchSchema,
    response: { 200: pagedSchema(ticketSchema), 400: errorBodySchema, ...denied },
  }),
  /**
   * Cancellations and refunds (Cancelling first, then decided ones), 20 a page, and how many wait
   * for the caller's decision whatever the filter (the desk's tab count).
   */
  refunds: defineRoute({
    method: "POST",
    path: `${base}/refunds`,
    access: "session",
    headers: pagingHeadersSchema,
    body: ticketSearchSchema,
    response: { 200: refundPageSchema, 400: errorBodySchema, ...denied },
  }),
  searchOptions: defineRoute({
    method: "GET",
    path: `${base}/searchOptions`,
    access: "session",
    response: { 200: ticketSearchOptionsSchema, ...denied },
  }),
  /** Employees by account, code or name (HR choosing whom to act for). */
  employees: defineRoute({
    method: "GET",
    path: `${base}/employees`,
    access: "session",
    querystring: employeeChoiceQuerySchema,
    response: { 200: z.array(employeeChoiceSchema), 400: errorBodySchema, ...denied },
  }),
  searchAllowanceRequest: defineRoute({
    method: "POST",
    path: `${base}/searchAllowanceRequest`,
    access: "session",
    headers: pagingHeadersSchema,
    body: allowanceSearchSchema,
    response: { 200: pagedSchema(allowanceRowSchema), 400: errorBodySchema, ...denied },
  }),
  /** `:id` is the employee's id. */
  allowanceHistory: defineRoute({
    method: "GET",
    path: `${base}/getTicketAllowanceHistory/:id`,
    access: "session",
    params: ticketIdParamsSchema,
    response: { 200: allowanceHistorySchema, 404: errorBodySchema, ...denied },
  }),
  /** The tickets in force today across the company. */
  allInForce: defineRoute({
    method: "GET",
    path: `${base}/getAllCommutationTicket`,
    access: "session",
    response: { 200: z.array(ticketSchema), ...denied },
  }),
  /** Every ticket of one employee, by account. */
  allOfAccount: defineRoute({
    method: "POST",
    path: `${base}/get-all-ticket/:account`,
    access: "session",
    params: z.strictObject({ account: z.string().min(1).max(100) }),
    response: { 200: z.array(ticketSchema), 404: errorBodySchema, ...denied },
  }),
  /** `:id` is the employee's id. */
  routeOfEmployee: defineRoute({
    method: "GET",
    path: `${base}/getDefaultRouteInfoByEmployee/:id`,
    access: "session",
    params: ticketIdParamsSchema,
    response: { 200: employeeRouteInfoSchema, 404: errorBodySchema, ...denied },
  }),
  saveNote: defineRoute({
    method: "POST",
    path: `${base}/save-note`,
    access: "session",
    body: ticketNoteSchema,
    response: { 200: ticketSchema, ...refused },
  }),
  approveEvidenceList: defineRoute({
    method: "POST",
    path: `${base}/approve-evidence-list`,
    access: "session",
    body: evidenceIdsSchema,
    response: { 200: evidenceReviewResultSchema, ...refused },
  }),
  rejectEvidenceList: defineRoute({
    method: "POST",
    path: `${base}/reject-evidence-list`,
    access: "session",
    body: rejectEvidenceListSchema,
    response: { 200: evidenceReviewResultSchema, ...refused },
  }),
  approveEvidence: defineRoute({
    method: "POST",
    path: `${base}/approveEvidence/:id`,
    access: "session",
    params: ticketIdParamsSchema,
    response: { 200: evidenceSchema, ...refused },
  }),
  rejectEvidence: defineRoute({
    method: "POST",
    path: `${base}/rejectEvidence`,
    access: "session",
    body: rejectEvidenceSchema,
    response: { 200: evidenceSchema, ...refused },
  }),
  /** CSV (UTF-8 with BOM, for Excel) of the tickets the filters find; an attachment. */
  export: defineRoute({
    method: "GET",
    path: `${base}/export`,
    access: "session",
    querystring: ticketExportQuerySchema,
    response: { 200: z.unknown(), 400: errorBodySchema, ...denied },
  }),
  /** The same as an Excel workbook (tickets, and the allowance per employee); an attachment. */
  exportAF: defineRoute({
    method: "POST",
    path: `${base}/exportAF`,
    access: "session",
    body: ticketSearchSchema,
    response: { 200: z.unknown(), 400: errorBodySchema, ...denied },
  }),
};
