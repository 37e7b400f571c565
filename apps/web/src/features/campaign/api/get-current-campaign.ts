import { routes } from "@portal/contract/routes";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

/** GET /api/campaign: the campaign running now, or null when the server answers 204. */
export async function getCurrentCampaign(signal?: AbortSignal) {
  return (await apiRequest(routes.campaign.current, { signal })) ?? null;
}

export function currentCampaignQueryOptions() {
  return queryOptions({
    queryKey: ["campaign", "current"],
    queryFn: ({ signal }) => getCurrentCampaign(signal),
    // Spec: a failed campaign load is ignored (no toast; the banner just stays away).
    meta: { handlesErrors: true },
    retry: false,
  });
}

export function useCurrentCampaign() {
  return useQuery(currentCampaignQueryOptions());
}
