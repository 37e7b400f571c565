import { campaignRoutes } from "@portal/contract/campaign/campaign.routes";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

/** POST /api/campaigns/images (multipart, part `file`): stores a banner, answers its file name. */
export function uploadCampaignImage(file: File) {
  const body = new FormData();
  body.append("file", file, file.name);
  return apiRequest(campaignRoutes.uploadImage, { body });
}

/** Part of saving the form, which shows the failure itself. */
export function useUploadCampaignImage() {
  return useMutation({ mutationFn: uploadCampaignImage, meta: { handlesErrors: true } });
}
