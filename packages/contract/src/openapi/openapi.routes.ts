import { z } from "zod";
import { errorBodySchema } from "../common/errors";
import { defineRoute } from "../common/route";

/** An OpenAPI 3.1 document (openapi-document.ts builds it from the route table). */
export const openApiDocumentSchema = z.record(z.string(), z.unknown());

export const openApiRoutes = {
  /** The API described for its clients (the mobile app, integrators): administrators only. */
  document: defineRoute({
    method: "GET",
    path: "/api/openapi.json",
    access: "session",
    response: { 200: openApiDocumentSchema, 401: errorBodySchema, 403: errorBodySchema },
  }),
};
