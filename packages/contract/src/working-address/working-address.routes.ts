import { z } from "zod";
import { errorBodySchema } from "../common/errors";
import { defineRoute } from "../common/route";
import {
  employeeWorkingAddressSchema,
  workingAddressChangeResultSchema,
  workingAddressIdParamsSchema,
  workingAddressInputSchema,
} from "./working-address.schema";

const base = "/api/employeeWorkingAddress";
const denied = { 401: errorBodySchema, 403: errorBodySchema };
const history = z.array(employeeWorkingAddressSchema);

/**
 * employeeWorkingAddress calls: the working address and its history (docs/decisions/022). Lists
 * are newest change date first; the record in force today is flagged `isCurrent`.
 */
export const workingAddressRoutes = {
  /** The caller's own working addresses. */
  getWorkingAddress: defineRoute({
    method: "GET",
    path: `${base}/getWorkingAddress`,
    access: "session",
    response: { 200: history, ...denied },
  }),
  /** The working addresses of employee {id}: the employee themself or HR. */
  getEmployeeWorkingAddress: defineRoute({
    method: "GET",
    path: `${base}/getWorkingAddress/:id`,
    access: "session",
    params: workingAddressIdParamsSchema,
    response: { 200: history, 400: errorBodySchema, 404: errorBodySchema, ...denied },
  }),
  /** One working address record: its owner or HR. */
  getWorkingAddressById: defineRoute({
    method: "GET",
    path: `${base}/getWorkingAddressById/:id`,
    access: "session",
    params: workingAddressIdParamsSchema,
    response: { 200: employeeWorkingAddressSchema, 400: errorBodySchema, 404: errorBodySchema, ...denied },
  }),
  /** The caller's first working address (409 once they have one: a change is asked for then). */
  addWorkingAddress: defineRoute({
    method: "POST",
    path: `${base}/addWorkingAddress`,
    access: "session",
    body: workingAddressInputSchema,
    response: {
      200: workingAddressChangeResultSchema,
      400: errorBodySchema,
      409: errorBodySchema,
      ...denied,
    },
  }),
  /** A new working address of the caller from its change date (today or later). */
  changeWorkingAddress: defineRoute({
    method: "POST",
    path: `${base}/changeWorkingAddress`,
    access: "session",
    body: workingAddressInputSchema,
    response: { 200: workingAddressChangeResultSchema, 400: errorBodySchema, ...denied },
  }),
};
