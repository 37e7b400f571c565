import { campaignRoutes } from "@portal/contract/campaign/campaign.routes";
import type { CampaignCreate } from "@portal/contract/campaign/campaign.schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

/** POST /api/campaigns: a new campaign with an image uploaded before. */
export function createCampaign(body: CampaignCreate) {
  return apiRequest(campaignRoutes.create, { body });
}

/** The form shows the failure itself (field errors), so no app-wide toast. */
export function useCreateCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCampaign,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["campaign"] }),
  });
}
