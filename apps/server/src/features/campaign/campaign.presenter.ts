import type { Campaign, CampaignDetail, CurrentCampaign } from "@portal/contract/campaign/campaign.schema";
import type { AppLanguage } from "@portal/contract/common/culture";
import { campaignStatus } from "./campaign.dates";
import type { CampaignRow } from "./campaign.repository";

const titleIn = (row: CampaignRow, language: AppLanguage) => (language === "ja" ? row.titleJa : row.titleEn);

export function toCurrentCampaign(row: CampaignRow, language: AppLanguage): CurrentCampaign {
  return {
    id: row.id,
    url: row.imageUrl,
    expiredDate: row.expiredDate,
    title: titleIn(row, language),
  };
}

export function toCampaignDetail(row: CampaignRow, language: AppLanguage): CampaignDetail {
  return {
    id: row.id,
    url: row.imageUrl,
    title: titleIn(row, language),
    content: language === "ja" ? row.contentJa : row.contentEn,
    startDate: row.startDate,
    expiredDate: row.expiredDate,
  };
}

export function toCampaign(row: CampaignRow, today: string): Campaign {
  return {
    id: row.id,
    url: row.imageUrl,
    titleEn: row.titleEn,
    titleJa: row.titleJa,
    contentEn: row.contentEn,
    contentJa: row.contentJa,
    startDate: row.startDate,
    expiredDate: row.expiredDate,
    status: campaignStatus(row, today),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}
