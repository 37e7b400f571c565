import { describe, expect, it } from "vitest";
import { file } from "../testing/quality/upload-abuse-calls";
import { refusedContent } from "../testing/quality/upload-abuse-content";
import { expectRefusal, useUploadAbuseSuite } from "../testing/quality/upload-abuse-suite";

// Every upload call against content people disguise to break it (docs/decisions/027): HTML
// behind image and PDF signatures, SVG with script, polyglots, empty files and pixel bombs each
// get a 400 on the file field, worded in the user's language and telling the reason apart, and
// leave nothing behind.

describe("uploads: refused content", () => {
  const { routes, snapshot, routeNamed } = useUploadAbuseSuite();

  it("refuses disguised, scripted, polyglot, empty and pixel-bomb files with a 400 on the file field; nothing is kept", async () => {
    const before = await snapshot();
    for (const route of routes) {
      for (const [index, [what, fileName, content]] of refusedContent.entries()) {
        // Every other case in Japanese: each refusal is worded in the user's language.
        const language = index % 2 === 0 ? "en" : "ja";
        const started = performance.now();
        const response = await route.send([file(route.field, fileName, content)], language);
        expectRefusal(response, 400, route, what, language);
        // A pixel bomb is refused from its header: decoding 900 million pixels would take far longer.
        if (what.includes("pixels")) expect(performance.now() - started, route.name).toBeLessThan(5_000);
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  it("tells each refusal apart: not an accepted type, an unreadable image, a damaged PDF, too many pixels", async () => {
    const messageOf = async (routeName: string, what: string, language = "en") => {
      const route = routeNamed(routeName);
      const [, fileName, content] = refusedContent.find(([name]) => name === what) ?? [
        "",
        "",
        Buffer.alloc(0),
      ];
      const response = await route.send([file(route.field, fileName, content)], language);
      return response.json<{ message: string }>().message;
    };
    const evidenceType = "Only PNG, JPEG, PDF, WebP and HEIF/HEIC files can be uploaded as evidence.";
    const unreadable = "This image could not be read. Please save it as JPEG or PNG and try again.";
    const damagedPdf = "This PDF is incomplete or damaged. Please save it again and try again.";
    const tooManyPixels = "The image is too large: it may have at most 40 million pixels.";
    const bomb = "a PNG announcing 30000×30000 pixels";
    for (const route of ["ticket evidence upload", "change request evidence"]) {
      expect(await messageOf(route, "HTML named .png")).toBe(evidenceType);
      expect(await messageOf(route, "HTML behind a PNG signature")).toBe(unreadable);
      expect(await messageOf(route, "HTML behind a PDF line")).toBe(damagedPdf);
      expect(await messageOf(route, bomb)).toBe(tooManyPixels);
      expect(await messageOf(route, bomb, "ja")).toBe("画像の画素数が大きすぎます（40 百万画素まで）。");
    }
    const chat = "chat message with files";
    expect(await messageOf(chat, "HTML named .png")).toBe(
      "Only images (PNG, JPEG, WebP, HEIF/HEIC) and PDF files can be attached.",
    );
    expect(await messageOf(chat, "HTML behind a PNG signature")).toBe(unreadable);
    expect(await messageOf("campaign banner", "HTML behind a PNG signature")).toBe(unreadable);
    expect(await messageOf("campaign banner", bomb)).toBe(tooManyPixels);
    expect(await messageOf("help image", bomb)).toBe(tooManyPixels);
    expect(await messageOf("profile photo", bomb)).toBe(
      "The photo is too large: it may have at most 40 million pixels.",
    );
  });
});
