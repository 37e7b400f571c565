import { addDays, displayDate } from "@portal/contract/common/dates";
import { insertMany } from "../../features/notification/notification.repository";
import { companyDate } from "../../lib/company-date";
import type { Db } from "../database";

const day = 86_400_000;
const text = (en: string, ja: string) => JSON.stringify({ en, ja });

/**
 * What everyone of the demo company has in the bell on the first look: the portal's welcome (read),
 * HR's news of the running campaign and of a deadline this month (unread). Dated from the day of
 * seeding.
 */
export async function seedDemoNotifications(db: Db, now = new Date()): Promise<void> {
  const people = await db.selectFrom("employees").select("id").orderBy("id").execute();
  const hr = await db.selectFrom("employees").select("id").where("account", "=", "hr1").executeTakeFirst();
  const deadline = displayDate(addDays(companyDate(now), 12));
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
        title: text("Health & Wellness Month has started", "健康増進月間が始まりました"),
        message: text(
          "Walk, sleep and eat well this month: the details and the walking challenge are on the campaign page.",
          "今月は歩く・眠る・食べるを見直しましょう。詳細とウォーキングチャレンジはキャンペーンページをご覧ください。",
        ),
        link: "/campaign-detail",
        senderId: hr?.id ?? null,
        createdAt: at(3),
        readAt: null,
      },
      {
        recipientId: id,
        severity: 2,
        title: text(
          `Year-end adjustment: documents due ${deadline}`,
          `年末調整：書類の提出期限は${deadline}です`,
        ),
        message: text(
          `Please send the year-end adjustment forms (insurance deductions, dependants) to HR by ${deadline}.`,
          `年末調整の書類（保険料控除・扶養控除）を${deadline}までに人事部へ提出してください。`,
        ),
        link: null,
        senderId: hr?.id ?? null,
        createdAt: at(1),
        readAt: null,
      },
    ]),
  );
}
