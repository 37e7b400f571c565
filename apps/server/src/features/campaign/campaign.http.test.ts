import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { insertCampaign } from "../../db/seed/campaigns";
import { createDepartment, createEmployee } from "../../db/seed/factories";
import { fileContentSecurityPolicy } from "../../lib/file-response";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";
import { createFakeClock } from "../../testing/fake-clock";
import { signIn } from "../../testing/sign-in";
import { type FormPart, imageBytes, multipartPayload } from "../../testing/upload";

type Headers = Record<string, string>;

describe("campaigns", () => {
  let t: TestApp;
  // 18:00 in Tokyo on 2026-04-01.
  const clock = createFakeClock(new Date("2026-04-01T09:00:00Z"));
  let employee: Headers;
  let hr: Headers;
  let admin: Headers;

  beforeAll(async () => {
    t = await buildTestApp({}, { clock });
    const dept = await createDepartment(t.db);
    await createEmployee(t.db, { account: "employee1", deptId: dept.id });
    await createEmployee(t.db, { account: "hr1", deptId: dept.id }, { roles: { sms: 2 } });
    await createEmployee(t.db, { account: "admin1", deptId: dept.id }, { roles: { administrator: 1 } });
    employee = (await signIn(t, "employee1")).headers;
    hr = (await signIn(t, "hr1")).headers;
    admin = (await signIn(t, "admin1")).headers;
  });
  afterAll(() => t.close());

  const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, headers: Headers, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload && { payload }) });
  const countCampaigns = async () => (await t.db.selectFrom("campaigns").select("id").execute()).length;
  const storedImages = () => {
    const dir = path.join(t.config.dataDir, "uploads", "campaigns");
    return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  };
  const upload = (headers: Headers, parts: FormPart[]) => {
    const body = multipartPayload(parts);
    return t.app.inject({
      method: "POST",
      url: "/api/campaigns/images",
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  };
  const uploadImage = async (filename = "banner.png", content = imageBytes.png) => {
    const response = await upload(hr, [{ name: "file", filename, contentType: "image/png", content }]);
    expect(response.statusCode).toBe(200);
    return response.json<{ imageFile: string; url: string }>();
  };
  const validInput = (imageFile: string) => ({
    titleEn: "Wellness month",
    titleJa: "健康月間",
    contentEn: "Walk more.\n\nSleep well.",
    contentJa: "よく歩こう。",
    startDate: "2026-04-01",
    expiredDate: "2026-04-30",
    imageFile,
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

  describe("image upload", () => {
    it("stores PNG, JPEG and WebP under a generated name and serves them as images that cannot run", async () => {
      for (const [filename, content, type] of [
        ["Banner.PNG", imageBytes.png, "image/png"],
        ["photo.jpeg", imageBytes.jpg, "image/jpeg"],
        ["../../evil.webp", imageBytes.webp, "image/webp"],
      ] as const) {
        const response = await upload(admin, [{ name: "file", filename, contentType: "text/html", content }]);
        expect(response.statusCode, filename).toBe(200);
        const { imageFile, url } = response.json();
        expect(imageFile).toMatch(/^[a-f0-9]{32}\.(png|jpg|webp)$/);
        expect(url).toBe(`/api/campaigns/images/${imageFile}`);
        // What is kept is the image re-encoded in its own format (no metadata), never the upload.
        const stored = fs.readFileSync(path.join(t.config.dataDir, "uploads", "campaigns", imageFile));
        expect((await sharp(stored).metadata()).format).toBe((await sharp(content).metadata()).format);

        // Public: an <img> cannot send the bearer token; the random name is the capability.
        const served = await t.app.inject({ method: "GET", url });
        expect(served.statusCode).toBe(200);
        expect(served.headers["content-type"]).toBe(type);
        expect(served.headers["x-content-type-options"]).toBe("nosniff");
        expect(served.headers["content-security-policy"]).toBe(fileContentSecurityPolicy);
        expect(served.rawPayload).toEqual(stored);
      }
      expect(fs.readdirSync(t.config.dataDir)).not.toContain("evil.webp");
    });

    it("refuses files that are not PNG, JPEG or WebP, by name or by content", async () => {
      const before = storedImages().length;
      for (const [filename, content] of [
        ["banner.svg", imageBytes.svg],
        ["banner.png", imageBytes.svg],
        ["banner.png", imageBytes.html],
        ["banner.gif", imageBytes.gif],
        ["banner.png", imageBytes.gif],
        ["banner.html", imageBytes.png],
        ["banner", imageBytes.png],
      ] as const) {
        const response = await upload(hr, [{ name: "file", filename, contentType: "image/png", content }]);
        expect(response.statusCode, `${filename}`).toBe(400);
        expect(response.json()).toEqual({
          message: "Only PNG, JPEG and WebP images can be uploaded.",
          errors: [{ field: "file", errorMessage: "Only PNG, JPEG and WebP images can be uploaded." }],
        });
      }
      expect(storedImages()).toHaveLength(before);
    });

    it("refuses an image over 2 MB with 413", async () => {
      const before = storedImages().length;
      const content = Buffer.concat([imageBytes.png, Buffer.alloc(2 * 1024 * 1024)]);
      const response = await upload(hr, [{ name: "file", filename: "big.png", content }]);
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({
        message: "The image must be 2 MB or smaller.",
        errors: [{ field: "file", errorMessage: "The image must be 2 MB or smaller." }],
      });
      expect(storedImages()).toHaveLength(before);
    });

    it("asks for a file when there is none, or it is sent under another name", async () => {
      for (const parts of [
        [],
        [{ name: "image", filename: "banner.png", content: imageBytes.png }],
        [{ name: "note", content: "hello" }],
        [{ name: "file", filename: "empty.png", content: Buffer.alloc(0) }],
      ]) {
        const response = await upload(hr, parts);
        expect(response.statusCode).toBe(400);
        expect(response.json().errors).toEqual([
          { field: "file", errorMessage: "Choose a PNG, JPEG or WebP image to upload." },
        ]);
      }
      const json = await call("POST", "/api/campaigns/images", hr, { file: "x" });
      expect(json.statusCode).toBe(400);
    });

    it("is refused to employees before the file is read (401), and to strangers (403)", async () => {
      const before = storedImages().length;
      const parts = [{ name: "file", filename: "banner.png", content: imageBytes.png }];
      expect((await upload(employee, parts)).statusCode).toBe(401);
      expect((await upload({}, parts)).statusCode).toBe(403);
      expect(storedImages()).toHaveLength(before);
    });

    it("serves only names the server generates", async () => {
      const missing = await t.app.inject({
        method: "GET",
        url: "/api/campaigns/images/0123456789abcdef0123456789abcdef.png",
      });
      expect(missing.statusCode).toBe(404);
      for (const name of [
        "..%2F..%2Fsecrets%2Ftoken-secret",
        "x.svg",
        "0123456789abcdef0123456789abcdef.html",
      ]) {
        expect((await t.app.inject({ method: "GET", url: `/api/campaigns/images/${name}` })).statusCode).toBe(
          400,
        );
      }
    });
  });
});
