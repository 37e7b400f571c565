import { errorBodySchema } from "../common/errors";
import { defineRoute } from "../common/route";
import { employeeProfileSchema } from "./employee.schema";

export const employeeRoutes = {
  profile: defineRoute({
    method: "GET",
    path: "/api/employee/profile",
    access: "session",
    response: { 200: employeeProfileSchema, 403: errorBodySchema },
  }),
};
