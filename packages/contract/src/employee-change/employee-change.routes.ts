import { z } from "zod";
import { errorBodySchema } from "../common/errors";
import { pagedSchema, pagingHeadersSchema } from "../common/paging";
import { defineRoute } from "../common/route";
import {
  addressChangeSchema,
  addressHistoryQuerySchema,
  addressRecordSchema,
  approveChangeRequestSchema,
  changeRequestEvidenceParamsSchema,
  changeRequestIdParamsSchema,
  changeRequestSchema,
  fieldHistoryQuerySchema,
  fieldHistorySchema,
  myChangeRequestsQuerySchema,
  profileChangeRequestSchema,
  rejectChangeRequestSchema,
  reviewChangeRequestsQuerySchema,
  updateChangeRequestSchema,
} from "./employee-change.schema";

const denied = { 401: errorBodySchema, 403: errorBodySchema };
const refused = { 400: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema, ...denied };
const base = "/api/employeeChange";

/**
 * Change requests HR approves (docs/decisions/024): the home address (the spec's calls), profile
 * fields, and (through their own calls) the bank account and education; their field history.
 */
export const employeeChangeRoutes = {
  /** The spec's call: a new home address from changeAddressDate, submitted to HR (or a draft). */
  address: defineRoute({
    method: "POST",
    path: `${base}/address`,
    access: "session",
    body: addressChangeSchema,
    response: { 200: changeRequestSchema, ...refused },
  }),
  /** The home addresses an employee has had (applied requests), newest first. */
  addressHistory: defineRoute({
    method: "GET",
    path: "/api/employeeaddress/getByEmployeeId",
    access: "session",
    querystring: addressHistoryQuerySchema,
    response: { 200: z.array(addressRecordSchema), 400: errorBodySchema, ...denied },
  }),
  /**
   * The newest home address of an employee: the one in force (an approved future address is applied,
   * and so listed, on its date; until then it is the employee's approved address request).
   */
  latestAddress: defineRoute({
    method: "GET",
    path: "/api/employeeaddress/getLastestAddressByEmployeeId",
    access: "session",
    querystring: addressHistoryQuerySchema,
    response: { 200: addressRecordSchema.nullable(), 400: errorBodySchema, ...denied },
  }),
  /** The caller's own requests, newest first. */
  myRequests: defineRoute({
    method: "GET",
    path: `${base}/requests`,
    access: "session",
    querystring: myChangeRequestsQuerySchema,
    headers: pagingHeadersSchema,
    response: { 200: pagedSchema(changeRequestSchema), 400: errorBodySchema, ...denied },
  }),
  createRequest: defineRoute({
    method: "POST",
    path: `${base}/requests`,
    access: "session",
    body: profileChangeRequestSchema,
    response: { 200: changeRequestSchema, ...refused },
  }),
  /** One request: its owner, or HR (a draft only to its owner). */
  getRequest: defineRoute({
    method: "GET",
    path: `${base}/requests/:id`,
    access: "session",
    params: changeRequestIdParamsSchema,
    response: { 200: changeRequestSchema, 400: errorBodySchema, 404: errorBodySchema, ...denied },
  }),
  updateRequest: defineRoute({
    method: "PUT",
    path: `${base}/requests/:id`,
    access: "session",
    params: changeRequestIdParamsSchema,
    body: updateChangeRequestSchema,
    response: { 200: changeRequestSchema, ...refused },
  }),
  submitRequest: defineRoute({
    method: "POST",
    path: `${base}/requests/:id/submit`,
    access: "session",
    params: changeRequestIdParamsSchema,
    response: { 200: changeRequestSchema, ...refused },
  }),
  cancelRequest: defineRoute({
    method: "POST",
    path: `${base}/requests/:id/cancel`,
    access: "session",
    params: changeRequestIdParamsSchema,
    response: { 200: changeRequestSchema, ...refused },
  }),
  /** Multipart `evidences` files (png, jpg, jpeg, pdf, jfif, heif, heic, webp), checked by content. */
  uploadEvidences: defineRoute({
    method: "POST",
    path: `${base}/requests/:id/evidences`,
    access: "session",
    params: changeRequestIdParamsSchema,
    response: { 200: changeRequestSchema, 413: errorBodySchema, 429: errorBodySchema, ...refused },
  }),
  deleteEvidence: defineRoute({
    method: "DELETE",
    path: `${base}/requests/:id/evidences/:evidenceId`,
    access: "session",
    params: changeRequestEvidenceParamsSchema,
    response: { 200: changeRequestSchema, ...refused },
  }),
  /** The file itself (an attachment), to the owner and HR. */
  downloadEvidence: defineRoute({
    method: "GET",
    path: `${base}/requests/:id/evidences/:evidenceId`,
    access: "session",
    params: changeRequestEvidenceParamsSchema,
    response: { 200: z.unknown(), 400: errorBodySchema, 404: errorBodySchema, ...denied },
  }),
  /** HR's list of requests (default: waiting for a decision, oldest first; `status=all`: every one). */
  review: defineRoute({
    method: "GET",
    path: `${base}/review`,
    access: "session",
    querystring: reviewChangeRequestsQuerySchema,
    headers: pagingHeadersSchema,
    response: { 200: pagedSchema(changeRequestSchema), 400: errorBodySchema, ...denied },
  }),
  approve: defineRoute({
    method: "POST",
    path: `${base}/requests/:id/approve`,
    access: "session",
    params: changeRequestIdParamsSchema,
    body: approveChangeRequestSchema,
    response: { 200: changeRequestSchema, ...refused },
  }),
  reject: defineRoute({
    method: "POST",
    path: `${base}/requests/:id/reject`,
    access: "session",
    params: changeRequestIdParamsSchema,
    body: rejectChangeRequestSchema,
    response: { 200: changeRequestSchema, ...refused },
  }),
  /** Field-level history: the caller's own, or any employee's for HR; newest first. */
  history: defineRoute({
    method: "GET",
    path: `${base}/history`,
    access: "session",
    querystring: fieldHistoryQuerySchema,
    headers: pagingHeadersSchema,
    response: { 200: pagedSchema(fieldHistorySchema), 400: errorBodySchema, ...denied },
  }),
};
