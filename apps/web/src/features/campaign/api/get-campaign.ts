import { campaignRoutes } from "@portal/contract/campaign/campaign.routes";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

/** GET /api/campaign/:id: one campaign's title and content in the user's language. */
export function getCampaign(id: number, signal?: AbortSignal) {
  return apiRequest(campaignRoutes.detail, { params: { id }, signal });
}

export function campaignQueryOptions(id: number) {
  return queryOptions({
    queryKey: ["campaign", "detail", id],
    queryFn: ({ signal }) => getCampaign(id, signal),
    // The detail page shows "not available" and load failures itself.
    meta: { handlesErrors: true },
  });
}

export function useCampaign(id: number | undefined) {
  return useQuery({ ...campaignQueryOptions(id ?? 0), enabled: id !== undefined });
}
