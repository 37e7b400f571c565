import { addDays } from "@portal/contract/common/dates";
import { sectionKey } from "../../features/commutation-ticket/section-fare.repository";
import { companyDate } from "../../lib/company-date";
import type { Db } from "../database";
import { commutes, passFare } from "./commutes.data";

/** The demo sections whose fares are the operators' real 2024 fares (commutes.data.ts). */
const realFareSections: readonly (readonly [string, string])[] = [
  ["荻窪", "東京"],
  ["吉祥寺", "東京"],
  ["大宮", "東京"],
  ["北千住", "大手町"],
  ["横浜", "桜木町"],
];

/** hr1 set the official fares of the sections whose real fares are known, two weeks ago at 10:00. */
export async function seedDemoSectionFares(db: Db, now = new Date()): Promise<void> {
  const setAt = `${addDays(companyDate(now), -14)}T01:00:00.000Z`;
  const hr = await db.selectFrom("employees").select("id").where("account", "=", "hr1").executeTakeFirst();
  if (!hr) return;
  const all = Object.values(commutes).flat();
  for (const [departure, arrival] of realFareSections) {
    const commute = all.find(
      (candidate) => candidate.departure === departure && candidate.arrival === arrival,
    );
    if (!commute) continue;
    await db
      .insertInto("sectionFares")
      .values({
        ...sectionKey(departure, arrival),
        oneMonth: passFare(commute, 1),
        threeMonths: passFare(commute, 3),
        sixMonths: passFare(commute, 6),
        note: "各社の定期運賃表（2024年版）",
        updatedBy: hr.id,
        updatedAt: setAt,
      })
      .execute();
  }
}
