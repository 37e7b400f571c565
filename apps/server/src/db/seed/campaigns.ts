import type { Insertable } from "kysely";
import type { CampaignsTable } from "../../features/campaign/campaign.table";
import { companyDate } from "../../lib/company-date";
import { type Db, nowIso } from "../database";
import { campaignCalendar, type SeasonalCampaign } from "./campaigns.calendar";

type Timestamps = "createdAt" | "updatedAt";

/** Inserts a campaign (demo seed and tests): defaults for every column, overridden field by field. */
export async function insertCampaign(
  db: Db,
  values: Partial<Omit<Insertable<CampaignsTable>, Timestamps>> = {},
) {
  const now = nowIso();
  return db
    .insertInto("campaigns")
    .values({
      imageUrl: "/campaigns/demo-wellness.svg",
      titleEn: "Campaign",
      titleJa: "キャンペーン",
      contentEn: "About the campaign.",
      contentJa: "キャンペーンについて。",
      startDate: "2026-04-01",
      expiredDate: "2026-04-30",
      ...values,
      createdAt: now,
      updatedAt: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A campaign of the calendar in a given year. */
export interface DatedCampaign {
  campaign: SeasonalCampaign;
  startDate: string;
  expiredDate: string;
}

/**
 * The campaigns of the year around a day, by their start: the last one to have ended, every one
 * running that day and the next to start. The calendar leaves no day without one running.
 */
export function campaignsAround(today: string): DatedCampaign[] {
  const year = Number(today.slice(0, 4));
  const dated = [year - 1, year, year + 1].flatMap((y) =>
    campaignCalendar.map((campaign) => ({
      campaign,
      startDate: `${y}-${campaign.from}`,
      expiredDate: `${campaign.to < campaign.from ? y + 1 : y}-${campaign.to}`,
    })),
  );
  const byStart = (a: DatedCampaign, b: DatedCampaign) => a.startDate.localeCompare(b.startDate);
  const ended = dated.filter((c) => c.expiredDate < today);
  const lastEnded = ended.sort((a, b) => a.expiredDate.localeCompare(b.expiredDate)).at(-1);
  const running = dated.filter((c) => c.startDate <= today && today <= c.expiredDate);
  const next = dated.filter((c) => c.startDate > today).sort(byStart)[0];
  return [lastEnded, ...running, next].filter((c) => c !== undefined).sort(byStart);
}

/**
 * What HR's notices in the bell speak of: the reminder of the running campaign that ends first,
 * and the news of the latest-started other one running (the same one when it runs alone).
 */
export function campaignsInTheBell(today: string): { reminder: DatedCampaign; news: DatedCampaign } {
  const running = campaignsAround(today).filter((c) => c.startDate <= today && today <= c.expiredDate);
  const [reminder] = [...running].sort((a, b) => a.expiredDate.localeCompare(b.expiredDate));
  if (!reminder) throw new Error(`No campaign runs on ${today}`);
  const news = running.filter((c) => c !== reminder).at(-1) ?? reminder;
  return { reminder, news };
}

const bannerUrl = (banner: SeasonalCampaign["banner"]) => `/campaigns/demo-${banner}.svg`;

/**
 * The demo's campaigns: those of the company's calendar around the day of seeding, in season
 * whatever the day (the year-end adjustment in November, the summer vacation in July...). Their
 * banners are SVGs of the web app (apps/web/public/campaigns): the seed writes no files, and
 * uploads stay raster-only (docs/decisions/013-campaigns.md).
 */
export async function seedDemoCampaigns(db: Db, now = new Date()): Promise<void> {
  for (const { campaign, startDate, expiredDate } of campaignsAround(companyDate(now))) {
    await insertCampaign(db, {
      imageUrl: bannerUrl(campaign.banner),
      titleEn: campaign.titleEn,
      titleJa: campaign.titleJa,
      contentEn: campaign.contentEn.join("\n\n"),
      contentJa: campaign.contentJa.join("\n\n"),
      startDate,
      expiredDate,
    });
  }
}
