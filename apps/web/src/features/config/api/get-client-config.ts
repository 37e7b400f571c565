import { configRoutes } from "@portal/contract/config/config.routes";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

/** GET /api/config/client: public settings such as the product title. */
export function getClientConfig(signal?: AbortSignal) {
  return apiRequest(configRoutes.client, { signal });
}

export function clientConfigQueryOptions() {
  return queryOptions({
    queryKey: ["config", "client"],
    queryFn: ({ signal }) => getClientConfig(signal),
    staleTime: Number.POSITIVE_INFINITY,
    // Screens fall back to built-in texts, so a failure needs no toast.
    meta: { handlesErrors: true },
  });
}

export function useClientConfig() {
  return useQuery(clientConfigQueryOptions());
}
