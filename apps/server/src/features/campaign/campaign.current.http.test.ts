import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { insertCampaign } from "../../db/seed/campaigns";
import type { TestApp } from "../../testing/build-test-app";
import { campaignTestApp } from "./campaign-test-app";

type Headers = Record<string, string>;

describe("campaigns", () => {
  const campaigns = campaignTestApp();
  const { clock, call } = campaigns;
  let t: TestApp;
  let employee: Headers;
  let hr: Headers;
  let admin: Headers;
  beforeAll(() => {
    t = campaigns.t();
    ({ employee, hr, admin } = campaigns.people);
  });

  describe("the current campaign", () => {
    beforeEach(async () => {
      await t.db.deleteFrom("campaigns").execute();
      clock.advance(new Date("2026-04-01T09:00:00Z").getTime() - clock.now().getTime());
    });

    it("answers 204 with no body when no campaign runs", async () => {
      await insertCampaign(t.db, { startDate: "2026-03-01", expiredDate: "2026-03-31" });
      await insertCampaign(t.db, { startDate: "2026-04-02", expiredDate: "2026-04-30" });
      const response = await call("GET", "/api/campaign", employee);
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe("");
    });

    it("is the started, unexpired campaign with the latest start, by the company's (Tokyo) calendar", async () => {
      await insertCampaign(t.db, { titleEn: "Expired", startDate: "2026-03-01", expiredDate: "2026-03-31" });
      await insertCampaign(t.db, { titleEn: "Long", startDate: "2026-03-15", expiredDate: "2026-04-30" });
      const lastDay = await insertCampaign(t.db, {
        titleEn: "Ends today",
        imageUrl: "/api/campaigns/images/0123456789abcdef0123456789abcdef.png",
        startDate: "2026-03-25",
        expiredDate: "2026-04-01",
      });
      await insertCampaign(t.db, { titleEn: "Tomorrow", startDate: "2026-04-02", expiredDate: "2026-04-09" });

      const response = await call("GET", "/api/campaign", employee);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        id: lastDay.id,
        url: "/api/campaigns/images/0123456789abcdef0123456789abcdef.png",
        expiredDate: "2026-04-01",
        title: "Ends today",
      });

      clock.advance(new Date("2026-04-01T14:59:59Z").getTime() - clock.now().getTime()); // 23:59:59 JST
      expect((await call("GET", "/api/campaign", employee)).json().title).toBe("Ends today");
      clock.advance(1000); // midnight in Tokyo, still 2026-04-01 in UTC
      expect((await call("GET", "/api/campaign", employee)).json().title).toBe("Tomorrow");
    });

    it("picks the newer of two campaigns that start the same day", async () => {
      await insertCampaign(t.db, { titleEn: "First", startDate: "2026-04-01" });
      await insertCampaign(t.db, { titleEn: "Second", startDate: "2026-04-01" });
      expect((await call("GET", "/api/campaign", employee)).json().title).toBe("Second");
    });

    it("speaks the user's language", async () => {
      await insertCampaign(t.db, { titleEn: "Wellness", titleJa: "健康" });
      const ja = await call("GET", "/api/campaign", { ...employee, "content-language": "ja" });
      expect(ja.json().title).toBe("健康");
      const culture = await call("GET", "/api/campaign", { ...employee, culture: "c=ja-JP|uic=ja-JP" });
      expect(culture.json().title).toBe("健康");
    });

    it("needs a session (403)", async () => {
      expect((await call("GET", "/api/campaign", {})).statusCode).toBe(403);
    });
  });

  describe("a campaign's detail", () => {
    let running: number;
    let scheduled: number;
    beforeAll(async () => {
      clock.advance(new Date("2026-04-01T09:00:00Z").getTime() - clock.now().getTime());
      running = (
        await insertCampaign(t.db, {
          titleEn: "Wellness",
          titleJa: "健康",
          contentEn: "<script>alert(1)</script> Walk.",
          contentJa: "歩こう。",
          startDate: "2026-03-01",
          expiredDate: "2026-04-30",
        })
      ).id;
      scheduled = (await insertCampaign(t.db, { startDate: "2026-05-01", expiredDate: "2026-05-31" })).id;
    });

    it("gives title and content in the user's language, text kept as typed", async () => {
      const en = await call("GET", `/api/campaign/${running}`, employee);
      expect(en.statusCode).toBe(200);
      expect(en.json()).toMatchObject({
        id: running,
        title: "Wellness",
        content: "<script>alert(1)</script> Walk.",
        startDate: "2026-03-01",
        expiredDate: "2026-04-30",
      });
      const ja = await call("GET", `/api/campaign/${running}`, { ...employee, "content-language": "ja" });
      expect(ja.json()).toMatchObject({ title: "健康", content: "歩こう。" });
    });

    it("hides a campaign that has not started from employees (404), not from HR", async () => {
      expect((await call("GET", `/api/campaign/${scheduled}`, employee)).statusCode).toBe(404);
      expect((await call("GET", `/api/campaign/${scheduled}`, hr)).statusCode).toBe(200);
      expect((await call("GET", `/api/campaign/${scheduled}`, admin)).statusCode).toBe(200);
    });

    it("answers 404 for an unknown campaign and 400 for a malformed id", async () => {
      expect((await call("GET", "/api/campaign/999999", hr)).statusCode).toBe(404);
      expect((await call("GET", "/api/campaign/abc", hr)).statusCode).toBe(400);
    });
  });
});
