import { campaignRoutes } from "@portal/contract/campaign/campaign.routes";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

/** GET /api/campaigns: every campaign, newest start first (HR and administrators). */
export function listCampaigns(signal?: AbortSignal) {
  return apiRequest(campaignRoutes.list, { signal });
}

export function campaignListQueryOptions() {
  return queryOptions({
    queryKey: ["campaign", "list"],
    queryFn: ({ signal }) => listCampaigns(signal),
  });
}

export function useCampaignList() {
  return useQuery(campaignListQueryOptions());
}
