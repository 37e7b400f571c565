import { errorBodySchema } from "../common/errors";
import { defineRoute } from "../common/route";
import {
  addSummerVacationSchema,
  resetSummerVacationSchema,
  summerVacationDatesSchema,
  summerVacationResultSchema,
} from "./summer-vacation.schema";

const denied = { 401: errorBodySchema, 403: errorBodySchema };

/** The spec's summer vacation calls (their paths as the spec names them). */
export const summerVacationRoutes = {
  /** HR grants the year's summer vacation days. */
  add: defineRoute({
    method: "POST",
    path: "/api/employee/addSummerVacation",
    access: "session",
    body: addSummerVacationSchema,
    response: { 200: summerVacationResultSchema, 400: errorBodySchema, ...denied },
  }),
  /** HR takes back the summer vacation days of a year nobody has taken. */
  reset: defineRoute({
    method: "POST",
    path: "/api/employee/resetSummerVacation",
    access: "session",
    body: resetSummerVacationSchema,
    response: { 200: summerVacationResultSchema, 400: errorBodySchema, ...denied },
  }),
  extensionDate: defineRoute({
    method: "GET",
    path: "/api/config/summer-vacation-extension-date",
    access: "session",
    response: { 200: summerVacationDatesSchema, ...denied },
  }),
};
