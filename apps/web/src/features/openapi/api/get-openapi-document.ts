import { openApiRoutes } from "@portal/contract/openapi/openapi.routes";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

/** GET /api/openapi.json: the API's OpenAPI document (administrators only). */
export function getOpenApiDocument(signal?: AbortSignal) {
  return apiRequest(openApiRoutes.document, { signal });
}

export const openApiDocumentQuery = queryOptions({
  queryKey: ["openapi"],
  queryFn: ({ signal }) => getOpenApiDocument(signal),
  // The route table changes only with a new version of the portal.
  staleTime: Number.POSITIVE_INFINITY,
});

export function useOpenApiDocument() {
  return useQuery(openApiDocumentQuery);
}
