import { z } from "zod";
import { errorBodySchema } from "../common/errors";
import { noContentSchema } from "../common/paging";
import { defineRoute } from "../common/route";
import {
  delegationIdParamsSchema,
  delegationInputSchema,
  delegationSchema,
  delegationsSchema,
} from "./ticket-delegation.schema";
import { employeeChoiceQuerySchema, employeeChoiceSchema } from "./ticket-review.schema";

const base = "/api/commutationTicket/delegations";
const denied = { 401: errorBodySchema, 403: errorBodySchema };

/** Delegation of a leader's or approver's queue (not in the spec: docs/decisions/018). */
export const ticketDelegationRoutes = {
  delegations: defineRoute({
    method: "GET",
    path: base,
    access: "session",
    response: { 200: delegationsSchema, ...denied },
  }),
  addDelegation: defineRoute({
    method: "POST",
    path: base,
    access: "session",
    body: delegationInputSchema,
    response: { 200: delegationSchema, 400: errorBodySchema, 409: errorBodySchema, ...denied },
  }),
  /** Withdraws a delegation the caller gave (ended early when it has begun). */
  removeDelegation: defineRoute({
    method: "DELETE",
    path: `${base}/:id`,
    access: "session",
    params: delegationIdParamsSchema,
    response: { 204: noContentSchema, 404: errorBodySchema, ...denied },
  }),
  /** Employees with the delegator role, by account, code or name. */
  delegateCandidates: defineRoute({
    method: "GET",
    path: `${base}/candidates`,
    access: "session",
    querystring: employeeChoiceQuerySchema,
    response: { 200: z.array(employeeChoiceSchema), 400: errorBodySchema, ...denied },
  }),
};
