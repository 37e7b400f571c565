import { z } from "zod";
import { errorBodySchema } from "../common/errors";
import { defineRoute } from "../common/route";
import { zipCodeAddressSchema, zipCodeQuerySchema } from "./zip-code.schema";

const response = {
  200: z.array(zipCodeAddressSchema),
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
};

/**
 * The spec's postal-code calls: every address of a 7-digit code (an empty list when the code has
 * none; the form then says "Post Code invalid."). Both answer the same (docs/decisions/019).
 */
export const zipCodeRoutes = {
  lookup: defineRoute({
    method: "GET",
    path: "/api/zipCode",
    access: "session",
    querystring: zipCodeQuerySchema,
    response,
  }),
  search: defineRoute({
    method: "GET",
    path: "/api/zipCode/search",
    access: "session",
    querystring: zipCodeQuerySchema,
    response,
  }),
};
