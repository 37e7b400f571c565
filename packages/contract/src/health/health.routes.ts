import { defineRoute } from "../common/route";
import { healthResponseSchema } from "./health.schema";

export const healthRoutes = {
  health: defineRoute({
    method: "GET",
    path: "/api/health",
    access: "public",
    response: { 200: healthResponseSchema },
  }),
};
