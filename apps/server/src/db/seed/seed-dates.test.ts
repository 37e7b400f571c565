import fs from "node:fs";
import path from "node:path";
import { addDays } from "@portal/contract/common/dates";
import { describe, expect, it } from "vitest";
import { campaignsAround, campaignsInTheBell } from "./campaigns";
import { campaignCalendar } from "./campaigns.calendar";
import { planDemoPeople } from "./seed";
import { expectLifeInOrder, isInSeason } from "./seed-consistency-checks";

// Whatever day the demo is seeded: its campaigns are in season and its people's lives in order.
// (The seed test proves the same of the database seeded today.)

/** Every day of a leap year and the one after. */
const days = Array.from({ length: 731 }, (_, index) => addDays("2027-12-31", index + 1));

describe("the demo seeded on any day", () => {
  it("has a campaign ended, one running in season and one to come, and a deadline ahead", () => {
    for (const day of days) {
      const campaigns = campaignsAround(day);
      const running = campaigns.filter((c) => c.startDate <= day && day <= c.expiredDate);
      expect(
        campaigns.some((c) => c.expiredDate < day),
        day,
      ).toBe(true);
      expect(
        campaigns.some((c) => c.startDate > day),
        day,
      ).toBe(true);
      expect(running.length, day).toBeGreaterThan(0);
      for (const { campaign } of running)
        expect(isInSeason(campaign.titleEn, day), `${campaign.titleEn} on ${day}`).toBe(true);
      expect(campaignsInTheBell(day).reminder.expiredDate >= day, day).toBe(true);
    }
  });

  it("shows banners the web app serves, and dates every reminder", () => {
    const banners = path.resolve(import.meta.dirname, "../../../../web/public/campaigns");
    for (const campaign of campaignCalendar) {
      expect(fs.existsSync(path.join(banners, `demo-${campaign.banner}.svg`)), campaign.titleEn).toBe(true);
      for (const text of Object.values(campaign.reminder)) expect(text, campaign.titleEn).toContain("{date}");
    }
  });

  it("gives everyone a life in order, seeded at the turn of the year, the school year or a leap day", () => {
    for (const today of [
      "2027-01-01",
      "2027-03-31",
      "2027-04-01",
      "2027-09-30",
      "2028-02-29",
      "2035-12-31",
    ]) {
      const { people, biographies } = planDemoPeople(today);
      for (const [index, life] of biographies.entries()) {
        const person = people[index];
        if (!person) continue;
        expectLifeInOrder(
          {
            ...person,
            ...life,
            educations: life.educations.map((education) => ({ ...education, status: "graduated" })),
            jobs: [...life.jobs].sort((a, b) => a.fromMonth.localeCompare(b.fromMonth)),
          },
          today,
        );
      }
    }
  });
});
