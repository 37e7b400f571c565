import { campaignRoutes } from "@portal/contract/campaign/campaign.routes";
import { type QueryClient, queryOptions, useQuery } from "@tanstack/react-query";
import { preload } from "react-dom";
import { apiRequest } from "../../../lib/api-client";

/** GET /api/campaign: the campaign running now, or null when the server answers 204. */
export async function getCurrentCampaign(signal?: AbortSignal) {
  return (await apiRequest(campaignRoutes.current, { signal })) ?? null;
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

/** Loads the running campaign, then has the browser fetch its image at once (Home's banner). */
export function prefetchCurrentCampaign(queryClient: QueryClient): void {
  queryClient.fetchQuery(currentCampaignQueryOptions()).then(
    (campaign) => campaign && preload(campaign.url, { as: "image", fetchPriority: "high" }),
    () => undefined, // the banner stays away, as when its own query fails
  );
}
