import { z } from "zod";
import { errorBodySchema } from "../common/errors";
import { noContentSchema, pagingHeadersSchema } from "../common/paging";
import { defineRoute } from "../common/route";
import {
  dayOffListSchema,
  leaveActionBodySchema,
  leaveActionParamsSchema,
  leaveAdjustmentInputSchema,
  leaveBalanceListSchema,
  leaveBalanceQuerySchema,
  leaveDayOffQuerySchema,
  leaveLedgerQuerySchema,
  leaveListQuerySchema,
  leaveQueueQuerySchema,
  leaveRequestDetailSchema,
  leaveRequestInputSchema,
  leaveRequestPageSchema,
  leaveRequestParamsSchema,
  leaveTypeSchema,
  obligationReportQuerySchema,
  obligationReportSchema,
} from "./leave.schema";

const denied = { 401: errorBodySchema, 403: errorBodySchema };
const refused = { 400: errorBodySchema, ...denied, 404: errorBodySchema, 409: errorBodySchema };
const base = "/api/leave";

/** Leave (docs/decisions/040): types, balances, requests and their decisions, days off, adjustments. */
export const leaveRoutes = {
  types: defineRoute({
    method: "GET",
    path: `${base}/types`,
    access: "session",
    response: { 200: z.array(leaveTypeSchema), ...denied },
  }),
  /** The caller's balances; a leader (their department's people) or HR may name an employee. */
  balance: defineRoute({
    method: "GET",
    path: `${base}/balance`,
    access: "session",
    querystring: leaveBalanceQuerySchema,
    response: { 200: leaveBalanceListSchema, 400: errorBodySchema, ...denied, 404: errorBodySchema },
  }),
  daysOff: defineRoute({
    method: "GET",
    path: `${base}/daysOff`,
    access: "session",
    querystring: leaveDayOffQuerySchema,
    response: { 200: dayOffListSchema, 400: errorBodySchema, ...denied },
  }),
  /** The caller's own requests, newest first. */
  mine: defineRoute({
    method: "GET",
    path: `${base}/requests`,
    access: "session",
    headers: pagingHeadersSchema,
    querystring: leaveListQuerySchema,
    response: { 200: leaveRequestPageSchema, 400: errorBodySchema, ...denied },
  }),
  create: defineRoute({
    method: "POST",
    path: `${base}/requests`,
    access: "session",
    body: leaveRequestInputSchema,
    response: { 200: leaveRequestDetailSchema, ...refused },
  }),
  detail: defineRoute({
    method: "GET",
    path: `${base}/requests/:id`,
    access: "session",
    params: leaveRequestParamsSchema,
    response: { 200: leaveRequestDetailSchema, 400: errorBodySchema, ...denied, 404: errorBodySchema },
  }),
  /** The owner changes a draft, a request nobody has decided, or a refused one: it goes to the leader. */
  update: defineRoute({
    method: "PUT",
    path: `${base}/requests/:id`,
    access: "session",
    params: leaveRequestParamsSchema,
    body: leaveRequestInputSchema,
    response: { 200: leaveRequestDetailSchema, ...refused },
  }),
  remove: defineRoute({
    method: "DELETE",
    path: `${base}/requests/:id`,
    access: "session",
    params: leaveRequestParamsSchema,
    response: { 204: noContentSchema, ...refused },
  }),
  /** submit, cancel (owner); leaderApprove, leaderReject; hrConfirm, hrReject. */
  act: defineRoute({
    method: "POST",
    path: `${base}/requests/:id/:action`,
    access: "session",
    params: leaveActionParamsSchema,
    body: leaveActionBodySchema,
    response: { 200: leaveRequestDetailSchema, ...refused },
  }),
  /** The requests waiting for the caller: as a leader, or as HR. */
  queue: defineRoute({
    method: "GET",
    path: `${base}/queue`,
    access: "session",
    headers: pagingHeadersSchema,
    querystring: leaveQueueQuerySchema,
    response: { 200: leaveRequestPageSchema, 400: errorBodySchema, ...denied },
  }),
  /** HR: who must still take days of their 5-day obligation, by deadline. */
  obligations: defineRoute({
    method: "GET",
    path: `${base}/obligations`,
    access: "session",
    headers: pagingHeadersSchema,
    querystring: obligationReportQuerySchema,
    response: { 200: obligationReportSchema, 400: errorBodySchema, ...denied },
  }),
  /** HR: the leave ledger (年次有給休暇管理簿) of the grants of a year, as CSV (an attachment). */
  ledger: defineRoute({
    method: "GET",
    path: `${base}/ledger`,
    access: "session",
    querystring: leaveLedgerQuerySchema,
    response: { 200: z.unknown(), 400: errorBodySchema, ...denied },
  }),
  /** HR adds hours to a balance, with a reason the employee reads. */
  adjust: defineRoute({
    method: "POST",
    path: `${base}/adjustments`,
    access: "session",
    body: leaveAdjustmentInputSchema,
    response: { 200: leaveBalanceListSchema, ...refused },
  }),
};
