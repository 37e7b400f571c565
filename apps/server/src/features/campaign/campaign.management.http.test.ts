import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { insertCampaign } from "../../db/seed/campaigns";
import type { TestApp } from "../../testing/build-test-app";
import { imageBytes } from "../../testing/upload";
import { campaignTestApp } from "./campaign-test-app";

type Headers = Record<string, string>;

describe("campaigns", () => {
  const campaigns = campaignTestApp();
  const { clock, call, countCampaigns, storedImages, uploadImage, validInput } = campaigns;
  let t: TestApp;
  let employee: Headers;
  let hr: Headers;
  let admin: Headers;
  beforeAll(() => {
    t = campaigns.t();
    ({ employee, hr, admin } = campaigns.people);
  });

  describe("management", () => {
    beforeEach(() => {
      clock.advance(new Date("2026-04-01T09:00:00Z").getTime() - clock.now().getTime());
    });

    it("is refused to employees (401) and to callers without a session (403)", async () => {
      const before = await countCampaigns();
      const { imageFile } = await uploadImage();
      const id = (await insertCampaign(t.db)).id;
      for (const [method, url, body] of [
        ["GET", "/api/campaigns", undefined],
        ["POST", "/api/campaigns", validInput(imageFile)],
        ["PUT", `/api/campaigns/${id}`, validInput(imageFile)],
        ["DELETE", `/api/campaigns/${id}`, undefined],
      ] as const) {
        const denied = await call(method, url, employee, body);
        expect(denied.statusCode, `${method} ${url}`).toBe(401);
        expect(denied.json()).toEqual({ message: "You do not have permission to do this.", errors: [] });
        expect((await call(method, url, {}, body)).statusCode).toBe(403);
      }
      expect(await countCampaigns()).toBe(before + 1);
      expect(
        (await t.db.selectFrom("campaigns").selectAll().where("id", "=", id).executeTakeFirst())?.titleEn,
      ).toBe("Campaign");
    });

    it("lets HR create, list, update and delete a campaign", async () => {
      const { imageFile, url } = await uploadImage();
      const created = await call("POST", "/api/campaigns", hr, validInput(imageFile));
      expect(created.statusCode).toBe(200);
      const campaign = created.json();
      expect(campaign).toMatchObject({
        url,
        titleEn: "Wellness month",
        titleJa: "健康月間",
        contentEn: "Walk more.\n\nSleep well.",
        startDate: "2026-04-01",
        expiredDate: "2026-04-30",
        status: "running",
        createdAt: "2026-04-01T09:00:00.000Z",
      });

      const list = await call("GET", "/api/campaigns", hr);
      expect(list.statusCode).toBe(200);
      expect(list.json().map((c: { id: number }) => c.id)).toContain(campaign.id);
      expect((await call("GET", "/api/campaign", employee)).json().id).toBe(campaign.id);

      clock.advanceMinutes(5);
      const updated = await call("PUT", `/api/campaigns/${campaign.id}`, hr, {
        ...validInput(imageFile),
        imageFile: undefined,
        titleEn: "  Wellness month 2026  ",
        startDate: "2026-04-10",
      });
      expect(updated.statusCode).toBe(200);
      expect(updated.json()).toMatchObject({
        url,
        titleEn: "Wellness month 2026",
        status: "scheduled",
        updatedAt: "2026-04-01T09:05:00.000Z",
      });

      const deleted = await call("DELETE", `/api/campaigns/${campaign.id}`, hr);
      expect(deleted.statusCode).toBe(204);
      expect((await call("GET", `/api/campaign/${campaign.id}`, hr)).statusCode).toBe(404);
      expect(storedImages()).not.toContain(imageFile);
      expect((await call("DELETE", `/api/campaigns/${campaign.id}`, hr)).statusCode).toBe(404);
    });

    it("lets administrators manage campaigns too, and marks each one's status", async () => {
      const { imageFile } = await uploadImage();
      const expired = await call("POST", "/api/campaigns", admin, {
        ...validInput(imageFile),
        startDate: "2026-01-01",
        expiredDate: "2026-03-31",
      });
      expect(expired.statusCode).toBe(200);
      expect(expired.json().status).toBe("expired");
      expect((await call("GET", "/api/campaigns", admin)).statusCode).toBe(200);
    });

    it("replaces the image on update and removes the old file", async () => {
      const first = await uploadImage();
      const second = await uploadImage("photo.jpg", imageBytes.jpg);
      expect(second.imageFile).toMatch(/^[a-f0-9]{32}\.jpg$/);
      const id = (await call("POST", "/api/campaigns", hr, validInput(first.imageFile))).json().id;
      const updated = await call("PUT", `/api/campaigns/${id}`, hr, validInput(second.imageFile));
      expect(updated.json().url).toBe(second.url);
      expect(storedImages()).not.toContain(first.imageFile);
      expect(storedImages()).toContain(second.imageFile);
    });

    it("rejects invalid input with field errors and writes nothing", async () => {
      const { imageFile } = await uploadImage();
      const before = await countCampaigns();
      const cases: [object, string[]][] = [
        [{ ...validInput(imageFile), titleEn: "   ", contentJa: "" }, ["titleEn", "contentJa"]],
        [{ ...validInput(imageFile), startDate: "2026/04/01" }, ["startDate"]],
        [{ ...validInput(imageFile), titleJa: "x".repeat(201) }, ["titleJa"]],
        [{ ...validInput(imageFile), imageFile: "../../secrets/token-secret" }, ["imageFile"]],
        [{ ...validInput(imageFile), imageFile: undefined }, ["imageFile"]],
        [{ ...validInput(imageFile), html: "<b>" }, ["html"]],
      ];
      for (const [payload, fields] of cases) {
        const response = await call("POST", "/api/campaigns", hr, payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(response.json().errors.map((e: { field: string }) => e.field)).toEqual(fields);
      }
      expect(await countCampaigns()).toBe(before);
    });

    it("refuses an expiry before the start, in the user's language", async () => {
      const { imageFile } = await uploadImage();
      const before = await countCampaigns();
      const payload = { ...validInput(imageFile), startDate: "2026-04-30", expiredDate: "2026-04-01" };
      const en = await call("POST", "/api/campaigns", hr, payload);
      expect(en.statusCode).toBe(400);
      expect(en.json()).toEqual({
        message: "The expiry date must be on or after the start date.",
        errors: [
          { field: "expiredDate", errorMessage: "The expiry date must be on or after the start date." },
        ],
      });
      const ja = await call("POST", "/api/campaigns", { ...hr, "content-language": "ja" }, payload);
      expect(ja.json().errors[0].errorMessage).toBe("終了日は開始日以降の日付を指定してください。");
      const sameDay = await call("POST", "/api/campaigns", hr, { ...payload, startDate: "2026-04-01" });
      expect(sameDay.statusCode).toBe(200);
      expect(await countCampaigns()).toBe(before + 1);
    });

    it("refuses an image that was never uploaded", async () => {
      const before = await countCampaigns();
      const response = await call(
        "POST",
        "/api/campaigns",
        hr,
        validInput("0123456789abcdef0123456789abcdef.png"),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: "The uploaded image was not found. Please upload it again.",
        errors: [
          { field: "imageFile", errorMessage: "The uploaded image was not found. Please upload it again." },
        ],
      });
      expect(await countCampaigns()).toBe(before);
    });

    it("answers 404 when updating a campaign that does not exist", async () => {
      const { imageFile } = await uploadImage();
      expect((await call("PUT", "/api/campaigns/999999", hr, validInput(imageFile))).statusCode).toBe(404);
    });
  });
});
