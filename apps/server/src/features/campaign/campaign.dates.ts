import type { CampaignStatus } from "@portal/contract/campaign/campaign.constants";

/**
 * Campaign dates are calendar days of the company (`lib/company-date`): a campaign runs from the
 * start of its start date to the end of its expiry date, Tokyo time.
 */
export function campaignStatus(campaign: { startDate: string; expiredDate: string }, today: string) {
  const status: CampaignStatus =
    today < campaign.startDate ? "scheduled" : today > campaign.expiredDate ? "expired" : "running";
  return status;
}
