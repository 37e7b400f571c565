import { campaignRoutes } from "@portal/contract/campaign/campaign.routes";
import type { CampaignUpdate } from "@portal/contract/campaign/campaign.schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

/** PUT /api/campaigns/:id: new texts and dates; a new image only when `imageFile` is given. */
export function updateCampaign({ id, body }: { id: number; body: CampaignUpdate }) {
  return apiRequest(campaignRoutes.update, { params: { id }, body });
}

/** The form shows the failure itself (field errors), so no app-wide toast. */
export function useUpdateCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCampaign,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["campaign"] }),
  });
}
