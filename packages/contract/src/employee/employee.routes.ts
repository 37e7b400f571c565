import { z } from "zod";
import { errorBodySchema } from "../common/errors";
import { defineRoute } from "../common/route";
import {
  colleagueDepartmentSchema,
  colleagueInfoParamsSchema,
  colleagueInfoSchema,
  colleaguePagingHeadersSchema,
  colleagueSearchQuerySchema,
  colleagueSummarySchema,
} from "./colleague.schema";
import { changeProfileSchema, changeWorkplaceSchema, employeeProfileSchema } from "./employee.schema";

export const employeeRoutes = {
  profile: defineRoute({
    method: "GET",
    path: "/api/employee/profile",
    access: "session",
    response: { 200: employeeProfileSchema, 403: errorBodySchema },
  }),
  /** The `direct` fields of the profile table, changed at once; answers the updated profile. */
  changeProfile: defineRoute({
    method: "PUT",
    path: "/api/employee/changeProfile",
    access: "session",
    body: changeProfileSchema,
    response: {
      200: employeeProfileSchema,
      400: errorBodySchema,
      401: errorBodySchema,
      403: errorBodySchema,
    },
  }),
  /** The `workplace` fields of the profile table, changed at once; answers the updated profile. */
  changeWorkplace: defineRoute({
    method: "PUT",
    path: "/api/employee/changeWorkplace",
    access: "session",
    body: changeWorkplaceSchema,
    response: {
      200: employeeProfileSchema,
      400: errorBodySchema,
      401: errorBodySchema,
      403: errorBodySchema,
    },
  }),
  /** The colleague directory's search: active colleagues by name, account, code or department. */
  colleagueAccount: defineRoute({
    method: "GET",
    path: "/api/employee/colleague-account",
    access: "session",
    headers: colleaguePagingHeadersSchema,
    querystring: colleagueSearchQuerySchema,
    response: { 200: z.array(colleagueSummarySchema), 400: errorBodySchema, 403: errorBodySchema },
  }),
  /** How to reach one active colleague (id: employee id or account). */
  colleagueInfo: defineRoute({
    method: "GET",
    path: "/api/employee/colleague-info/:id",
    access: "session",
    params: colleagueInfoParamsSchema,
    response: { 200: colleagueInfoSchema, 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema },
  }),
  /** The departments the directory's filter offers. */
  departments: defineRoute({
    method: "GET",
    path: "/api/employee/departments",
    access: "session",
    response: { 200: z.array(colleagueDepartmentSchema), 403: errorBodySchema },
  }),
};
