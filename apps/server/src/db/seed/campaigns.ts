import { addDays } from "@portal/contract/common/dates";
import type { Insertable } from "kysely";
import type { CampaignsTable } from "../../features/campaign/campaign.table";
import { companyDate } from "../../lib/company-date";
import { type Db, nowIso } from "../database";

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

/**
 * The demo campaigns, dated from the day of seeding so that one is running, one has expired and
 * one is still to come. Their banners are SVGs of the web app (apps/web/public/campaigns): the
 * seed writes no files, and uploads stay raster-only (docs/decisions/013-campaigns.md).
 */
export async function seedDemoCampaigns(db: Db, now = new Date()): Promise<void> {
  const today = companyDate(now);
  await insertCampaign(db, {
    imageUrl: "/campaigns/demo-wellness.svg",
    titleEn: "Health & Wellness Month",
    titleJa: "健康増進月間",
    contentEn: [
      "Take care of yourself this month: free health check-ups, a step challenge between departments and weekly stretching sessions at every office.",
      "Sign up for the check-up with HR by the end of the month. Step counts are collected through the company app every Friday.",
      "Questions? Write to hr@sakuratech.example.",
    ].join("\n\n"),
    contentJa: [
      "今月は健康について考える月間です。無料の健康診断、部署対抗のウォーキングチャレンジ、各オフィスでの週 1 回のストレッチ講座を実施します。",
      "健康診断は月末までに人事部へお申し込みください。歩数は毎週金曜日に社内アプリで集計します。",
      "お問い合わせは hr@sakuratech.example までお願いします。",
    ].join("\n\n"),
    startDate: addDays(today, -7),
    expiredDate: addDays(today, 60),
  });
  await insertCampaign(db, {
    imageUrl: "/campaigns/demo-security.svg",
    titleEn: "Information Security Awareness Week",
    titleJa: "情報セキュリティ啓発週間",
    contentEn:
      "Complete the short e-learning course on phishing and password safety, and lock your screen whenever you leave your desk.",
    contentJa:
      "フィッシングとパスワードの安全に関する短い e ラーニングを受講し、席を離れるときは必ず画面をロックしてください。",
    startDate: addDays(today, -60),
    expiredDate: addDays(today, -53),
  });
  await insertCampaign(db, {
    imageUrl: "/campaigns/demo-summer.svg",
    titleEn: "Summer Vacation Planning",
    titleJa: "夏季休暇の計画",
    contentEn:
      "Plan your summer vacation early: submit your preferred dates to your leader by the end of June.",
    contentJa: "夏季休暇は早めに計画しましょう。希望日を 6 月末までにリーダーへ提出してください。",
    startDate: addDays(today, 30),
    expiredDate: addDays(today, 75),
  });
}
