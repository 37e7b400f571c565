import { zipCodeRoutes } from "@portal/contract/zip-code/zip-code.routes";
import { queryOptions, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

/** Query keys of the postal-code lookup. */
export const zipCodeKeys = {
  all: ["zipCode"] as const,
  lookup: (zipCode: string) => [...zipCodeKeys.all, "lookup", zipCode] as const,
};

/** GET /api/zipCode?zipCode: every address of a 7-digit code ([] when it has none). */
export function lookUpZipCode(zipCode: string, signal?: AbortSignal) {
  return apiRequest(zipCodeRoutes.lookup, { query: { zipCode }, signal });
}

/**
 * The addresses of a code; Japan Post's data changes with a server release only, so an answer
 * stays fresh for the session. The field shows its own failures (no app-wide toast).
 */
export function zipCodeQueryOptions(zipCode: string) {
  return queryOptions({
    queryKey: zipCodeKeys.lookup(zipCode),
    queryFn: ({ signal }) => lookUpZipCode(zipCode, signal),
    staleTime: Number.POSITIVE_INFINITY,
    meta: { handlesErrors: true },
  });
}

/**
 * Looks a code up when the person has typed one (an event, not a render): answers from the cache
 * when the code was looked up before.
 */
export function useLookUpZipCode() {
  const queryClient = useQueryClient();
  return (zipCode: string) => queryClient.fetchQuery(zipCodeQueryOptions(zipCode));
}
