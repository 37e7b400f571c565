import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { fileContentSecurityPolicy } from "../../lib/file-response";
import type { TestApp } from "../../testing/build-test-app";
import { imageBytes } from "../../testing/upload";
import { campaignTestApp } from "./campaign-test-app";

type Headers = Record<string, string>;

describe("campaigns", () => {
  const campaigns = campaignTestApp();
  const { call, storedImages, upload } = campaigns;
  let t: TestApp;
  let employee: Headers;
  let hr: Headers;
  let admin: Headers;
  beforeAll(() => {
    t = campaigns.t();
    ({ employee, hr, admin } = campaigns.people);
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
