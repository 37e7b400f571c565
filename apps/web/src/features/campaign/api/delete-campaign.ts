import { campaignRoutes } from "@portal/contract/campaign/campaign.routes";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

/** DELETE /api/campaigns/:id */
export function deleteCampaign(id: number) {
  return apiRequest(campaignRoutes.remove, { params: { id } });
}

export function useDeleteCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCampaign,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["campaign"] }),
  });
}
