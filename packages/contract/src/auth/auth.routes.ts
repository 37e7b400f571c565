import { errorBodySchema } from "../common/errors";
import { defineRoute } from "../common/route";
import { loginFailureSchema, loginRequestSchema, loginResponseSchema } from "./auth.schema";

export const authRoutes = {
  login: defineRoute({
    method: "POST",
    path: "/api/login",
    access: "public",
    body: loginRequestSchema,
    response: { 200: loginResponseSchema, 400: loginFailureSchema.or(errorBodySchema) },
  }),
};
