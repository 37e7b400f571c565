import { useParams } from "react-router";
import {
  CampaignDetail,
  CampaignNotAvailable,
  CurrentCampaignDetail,
} from "../../features/campaign/components/campaign-detail";

/** /campaign-detail/:id shows that campaign; /campaign-detail the one running now. */
export function CampaignDetailPage() {
  const { id } = useParams();
  if (id === undefined) return <CurrentCampaignDetail />;
  const campaignId = Number(id);
  if (!Number.isSafeInteger(campaignId) || campaignId < 1) return <CampaignNotAvailable />;
  return <CampaignDetail id={campaignId} />;
}
