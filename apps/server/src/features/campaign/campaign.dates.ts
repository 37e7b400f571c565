import type { CampaignStatus } from "@portal/contract/campaign/campaign.constants";

/**
 * Campaign dates are calendar days of the company, which works in Japan (no daylight saving):
 * a campaign runs from the start of its start date to the end of its expiry date, Tokyo time.
 */
export const campaignTimeZone = "Asia/Tokyo";

const dayFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: campaignTimeZone,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The company's calendar date at an instant, YYYY-MM-DD. */
export function companyDate(instant: Date): string {
  const parts = Object.fromEntries(dayFormat.formatToParts(instant).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

export function campaignStatus(campaign: { startDate: string; expiredDate: string }, today: string) {
  const status: CampaignStatus =
    today < campaign.startDate ? "scheduled" : today > campaign.expiredDate ? "expired" : "running";
  return status;
}
