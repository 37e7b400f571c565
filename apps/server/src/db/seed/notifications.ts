import { displayDate } from "@portal/contract/common/dates";
import { insertMany } from "../../features/notification/notification.repository";
import { companyDate } from "../../lib/company-date";
import type { Db } from "../database";
import { campaignsInTheBell } from "./campaigns";

const day = 86_400_000;
const text = (en: string, ja: string) => JSON.stringify({ en, ja });

/**
 * What everyone of the demo company has in the bell on the first look: the portal's welcome (read),
 * HR's news of a running campaign and the reminder of the deadline of the one that ends first
 * (unread). Dated from the day of seeding, in season (campaigns.calendar.ts); run after the
 * campaigns.
 */
export async function seedDemoNotifications(db: Db, now = new Date()): Promise<void> {
  const people = await db.selectFrom("employees").select("id").orderBy("id").execute();
  const hr = await db.selectFrom("employees").select("id").where("account", "=", "hr1").executeTakeFirst();
  const { reminder, news } = campaignsInTheBell(companyDate(now));
  const newsRow = await db
    .selectFrom("campaigns")
    .select("id")
    .where("titleEn", "=", news.campaign.titleEn)
    .where("startDate", "=", news.startDate)
    .executeTakeFirst();
  const deadline = displayDate(reminder.expiredDate);
  const dated = (template: string) => template.replaceAll("{date}", deadline);
  const { titleEn, titleJa, messageEn, messageJa } = reminder.campaign.reminder;
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * day).toISOString();
  await insertMany(
    db,
    people.flatMap(({ id }) => [
      {
        recipientId: id,
        severity: 0,
        title: text("Welcome to the Employee Portal", "社員ポータルへようこそ"),
        message: text(
          "Your requests and decisions in one place. Ask Navi, the round button at the bottom right, for a commuter pass or a change of working address.",
          "申請と承認をひとつの場所で。定期券の申請や勤務地の変更は、右下の丸いボタンの Navi に話しかけてください。",
        ),
        link: "/help",
        senderId: null,
        createdAt: at(14),
        readAt: at(13),
      },
      {
        recipientId: id,
        severity: 1,
        title: text(`Now on: ${news.campaign.titleEn}`, `実施中：${news.campaign.titleJa}`),
        message: text(
          "Read what it is about and what to do on the campaign page.",
          "内容とお願いしたいことはキャンペーンページをご覧ください。",
        ),
        link: newsRow ? `/campaign-detail/${newsRow.id}` : "/campaign-detail",
        senderId: hr?.id ?? null,
        createdAt: at(3),
        readAt: null,
      },
      {
        recipientId: id,
        severity: 2,
        title: text(dated(titleEn), dated(titleJa)),
        message: text(dated(messageEn), dated(messageJa)),
        link: null,
        senderId: hr?.id ?? null,
        createdAt: at(1),
        readAt: null,
      },
    ]),
  );
}
