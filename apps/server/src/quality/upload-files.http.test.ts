import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { file } from "../testing/quality/upload-abuse-calls";
import { page, photoWithGps, trickyNames } from "../testing/quality/upload-abuse-content";
import { expectRefusal, useUploadAbuseSuite } from "../testing/quality/upload-abuse-suite";
import { imageBytes, pdfBytes } from "../testing/upload";

// What every upload call keeps of what it accepts is safe (docs/decisions/027): images
// re-encoded without metadata or anything after their end, PDFs byte for byte, names cleaned for
// display, offered safely encoded and never used on disk.

describe("uploads: what is kept", () => {
  const suite = useUploadAbuseSuite();
  const { routes, ids, storedFiles, ticketDownload, routeNamed, settle } = suite;

  it("keeps accepted images only re-encoded: no EXIF, GPS or camera, nothing after the image's end", async () => {
    const gpsJpeg = await photoWithGps();
    expect((await sharp(gpsJpeg).metadata()).exif).toBeDefined();
    const withPage = Buffer.concat([gpsJpeg, page]);
    for (const route of routes) {
      for (const [what, content] of [
        ["a photo with GPS", gpsJpeg],
        ["a photo with a page after its end", withPage],
      ] as const) {
        const before = storedFiles();
        const response = await route.send([file(route.field, "photo.jpg", content)]);
        expect(response.statusCode, `${route.name}: ${what}: ${response.body}`).toBe(200);
        const added = storedFiles().filter((name) => !before.includes(name));
        expect(added, `${route.name}: ${what}`).toHaveLength(1);
        const kept = fs.readFileSync(added[0] as string);
        const metadata = await sharp(kept).metadata();
        expect(metadata.exif, route.name).toBeUndefined();
        expect(metadata.xmp, route.name).toBeUndefined();
        expect(metadata.icc, route.name).toBeUndefined();
        expect(kept.includes("Secret Phone"), route.name).toBe(false);
        expect(kept.includes("<script>"), route.name).toBe(false);
        for (const entry of (await route.kept?.(response)) ?? []) {
          const download = await suite.t.app.inject({
            method: "GET",
            url: entry.url,
            headers: entry.headers,
          });
          expect(download.rawPayload.equals(kept), `${route.name}: download`).toBe(true);
        }
        await settle(route, response);
      }
    }
  });

  it("keeps PDFs byte for byte: what is downloaded is what was sent", async () => {
    // Binary content a text transformation would damage: NUL, CR LF, bytes above 0x7f.
    const pdf = Buffer.concat([
      Buffer.from("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n", "latin1"),
      Buffer.from([0, 13, 10, 255, 254, 128, 0x1b]),
      pdfBytes.subarray(9),
    ]);
    for (const route of routes.filter((candidate) => candidate.kept)) {
      const response = await route.send([file(route.field, "statement.pdf", pdf)]);
      expect(response.statusCode, `${route.name}: ${response.body}`).toBe(200);
      const [entry] = (await route.kept?.(response)) ?? [];
      const download = await suite.t.app.inject({
        method: "GET",
        url: entry?.url ?? "",
        headers: entry?.headers,
      });
      expect(download.statusCode, route.name).toBe(200);
      expect(download.headers["content-type"], route.name).toBe("application/pdf");
      expect(download.rawPayload.equals(pdf), route.name).toBe(true);
      await settle(route, response);
    }
    // A chat message's PDF becomes the sender's evidence, kept as sent too.
    const chat = routeNamed("chat message with files");
    expect((await chat.send([file("files", "receipt.pdf", pdf)])).statusCode).toBe(200);
    const row = await suite.t.db
      .selectFrom("ticketEvidences")
      .select(["id", "fileName"])
      .where("uploadedBy", "=", ids.employee1 as number)
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(row.fileName).toBe("receipt.pdf");
    const download = await suite.t.app.inject({
      method: "GET",
      url: await ticketDownload(row.id, "employee1"),
    });
    expect(download.rawPayload.equals(pdf)).toBe(true);
  });

  it("never uses a sent name on disk; keeps it cleaned for display and offers it safely encoded", async () => {
    const onDisk = /^[0-9a-f]{32}\.(png|jpg|pdf|webp|heic|heif)$/;
    for (const route of routes.filter((candidate) => candidate.kept)) {
      for (const name of trickyNames) {
        const response = await route.send([file(route.field, name, pdfBytes)]);
        expect(response.statusCode, `${route.name}: ${JSON.stringify(name)}: ${response.body}`).toBe(200);
        const [entry] = (await route.kept?.(response)) ?? [];
        const shown = entry?.fileName ?? "";
        const label = `${route.name}: ${JSON.stringify(name)} -> ${JSON.stringify(shown)}`;
        expect(shown, label).not.toMatch(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}/\\]/u);
        expect([...shown].length, label).toBeLessThanOrEqual(200);
        expect(shown, label).toMatch(/\.pdf$/);
        expect(shown, label).not.toMatch(/^\./);

        const download = await suite.t.app.inject({
          method: "GET",
          url: entry?.url ?? "",
          headers: entry?.headers,
        });
        const disposition = String(download.headers["content-disposition"]);
        expect(disposition, label).toMatch(
          /^attachment; filename="[\x20-\x7e]*"; filename\*=UTF-8''[A-Za-z0-9%._~!$&+^`|-]+$/,
        );
        expect(download.headers["x-injected"], label).toBeUndefined();
        const encoded = disposition.slice(disposition.indexOf("''") + 2);
        expect(decodeURIComponent(encoded), label).toBe(shown);
        await settle(route, response);
      }
    }
    // The chat shows the names it was sent in its history: cleaned the same way.
    const chat = routeNamed("chat message with files");
    const sent = await chat.send([file("files", "evil\u0000\u202Efdp.exe", pdfBytes)]);
    expect(sent.statusCode, sent.body).toBe(200);
    const messages = await suite.t.db.selectFrom("chatMessages").select("text").execute();
    expect(messages.map((message) => message.text)).toContain("📎 evilfdp.exe.pdf");
    for (const { text } of messages) expect(text.includes("\u0000") || text.includes("\u202E")).toBe(false);
    // The names of image-only uploads are not kept at all; a banner must still be named as an image.
    const campaign = routeNamed("campaign banner");
    for (const name of ["a.png.exe", "banner", "evil\u202Egnp.exe"]) {
      expectRefusal(await campaign.send([file("file", name, imageBytes.png)]), 400, campaign, name, "en");
    }
    for (const route of routes.filter((candidate) => !candidate.kept && candidate.field === "file")) {
      for (const name of [
        "../../etc/passwd.png",
        "evil\u0000.png",
        "x\u202Egnp.exe.png",
        `${"a".repeat(300)}.png`,
      ]) {
        const response = await route.send([file(route.field, name, imageBytes.png)]);
        expect(response.statusCode, `${route.name}: ${JSON.stringify(name)}: ${response.body}`).toBe(200);
      }
    }
    for (const stored of storedFiles()) expect(path.basename(stored)).toMatch(onDisk);
  });
});
