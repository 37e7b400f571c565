import fs from "node:fs";
import path from "node:path";
import { TicketLimits } from "@portal/contract/commutation-ticket/commutation-ticket.constants";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../testing/build-test-app";
import { evidenceBytes } from "../../testing/evidence-bytes";
import type { FormPart } from "../../testing/upload";
import { type EvidenceBody, evidenceTestApp } from "./evidence-test-app";

describe("commuting ticket evidence", () => {
  const evidence = evidenceTestApp();
  const { clock, user, headersOf, evidenceDir, storedFiles, countRows, rowOf, send, postFile, upload } =
    evidence;
  let t: TestApp;
  beforeAll(() => {
    t = evidence.t();
  });

  describe("upload", () => {
    it("stores each accepted type, told by its content, under a random name", async () => {
      const cases = [
        ["receipt.png", evidenceBytes.png, "image/png", "png"],
        ["photo.jpg", evidenceBytes.jpg, "image/jpeg", "jpg"],
        ["photo.JPEG", evidenceBytes.jpg, "image/jpeg", "jpg"],
        ["scan.jfif", evidenceBytes.jpg, "image/jpeg", "jpg"],
        ["statement.pdf", evidenceBytes.pdf, "application/pdf", "pdf"],
        ["picture.webp", evidenceBytes.webp, "image/webp", "webp"],
      ] as const;
      for (const [filename, content, contentType, extension] of cases) {
        const response = await postFile("employee1", filename, content, { contentType: "text/html" });
        expect(response.statusCode, filename).toBe(200);
        const body = response.json<EvidenceBody>();
        const row = await rowOf(body.id);
        const stored = fs.readFileSync(path.join(evidenceDir(), row.storedName));
        expect(body).toEqual({
          id: expect.any(Number),
          fileName: filename,
          contentType,
          size: stored.length,
          purpose: "ticket",
          review: "pending",
          reviewReason: null,
          reviewedByName: null,
          reviewedAt: null,
          createdAt: clock.now().toISOString(),
        });
        expect(row).toMatchObject({ ticketId: null, uploadedBy: user("employee1").id, purpose: "ticket" });
        expect(row.storedName).toMatch(new RegExp(`^[0-9a-f]{32}\\.${extension}$`));
        // A PDF is kept as sent; an image is kept re-encoded in its own format, without metadata.
        if (extension === "pdf") expect(stored).toEqual(content);
        else expect((await sharp(stored).metadata()).format).toBe(extension === "jpg" ? "jpeg" : extension);
      }
    });

    it("keeps a HEIF/HEIC the server cannot decode (iPhone photos) as sent, offered only as an attachment", async () => {
      for (const [filename, content, contentType, extension] of [
        ["IMG_0001.HEIC", evidenceBytes.heic, "image/heic", "heic"],
        ["photo.heif", evidenceBytes.heif, "image/heif", "heif"],
      ] as const) {
        const response = await postFile("employee1", filename, content);
        expect(response.statusCode, filename).toBe(200);
        const body = response.json<EvidenceBody>();
        expect(body).toMatchObject({ fileName: filename, contentType, size: content.length });
        const row = await rowOf(body.id);
        expect(row.storedName).toMatch(new RegExp(`^[0-9a-f]{32}\\.${extension}$`));
        expect(fs.readFileSync(path.join(evidenceDir(), row.storedName))).toEqual(content);
      }
    });

    it("never uses the client's name on disk, and keeps it only cleaned", async () => {
      const body = await upload("employee1", "../../secrets/token-secret.pdf");
      expect(body.fileName).toBe("token-secret.pdf");
      expect((await rowOf(body.id)).storedName).not.toContain("token-secret");
      expect(fs.readdirSync(t.config.dataDir)).not.toContain("token-secret.pdf");
      // A PNG sent under another type's name is offered with its real extension.
      expect((await upload("employee1", "page.html", evidenceBytes.png)).fileName).toBe("page.html.png");
    });

    it("keeps a cancel purpose when asked, and refuses other purposes", async () => {
      const body = await upload("employee1", "refund.pdf", evidenceBytes.pdf, "cancel");
      expect(body.purpose).toBe("cancel");
      expect((await rowOf(body.id)).purpose).toBe("cancel");

      const before = { files: storedFiles().length, rows: await countRows() };
      const response = await postFile("employee1", "refund.pdf", evidenceBytes.pdf, { purpose: "other" });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([
        { field: "purpose", errorMessage: "Some fields are not valid." },
      ]);
      expect({ files: storedFiles().length, rows: await countRows() }).toEqual(before);
    });

    it("refuses a renamed executable or any other content, leaving nothing on disk or in the table", async () => {
      const before = { files: storedFiles().length, rows: await countRows() };
      const cases = [
        ["receipt.pdf", evidenceBytes.exe],
        ["photo.png", evidenceBytes.elf],
        ["photo.jpg", evidenceBytes.html],
        ["photo.png", evidenceBytes.svg],
        ["photo.png", evidenceBytes.gif],
        ["photo.heic", evidenceBytes.mp4],
      ] as const;
      for (const [filename, content] of cases) {
        const response = await postFile("employee1", filename, content, { contentType: "application/pdf" });
        expect(response.statusCode, filename).toBe(400);
        const message = "Only PNG, JPEG, PDF, WebP and HEIF/HEIC files can be uploaded as evidence.";
        expect(response.json()).toEqual({ message, errors: [{ field: "file", errorMessage: message }] });
      }
      const ja = await send(
        "/api/commutationTicket/upload",
        { ...headersOf("employee1"), "content-language": "ja" },
        [{ name: "file", filename: "receipt.pdf", content: evidenceBytes.exe }],
      );
      expect(ja.json().errors[0].errorMessage).toBe(
        "証憑としてアップロードできるのは PNG、JPEG、PDF、WebP、HEIF/HEIC ファイルのみです。",
      );
      expect({ files: storedFiles().length, rows: await countRows() }).toEqual(before);
    });

    it("accepts a file of exactly the limit and refuses a larger one with 413", async () => {
      const end = Buffer.from("\n%%EOF\n");
      const atLimit = Buffer.concat([
        evidenceBytes.pdf,
        Buffer.alloc(TicketLimits.evidenceMaxBytes - evidenceBytes.pdf.length - end.length),
        end,
      ]);
      expect((await upload("employee1", "big.pdf", atLimit)).size).toBe(TicketLimits.evidenceMaxBytes);

      const before = { files: storedFiles().length, rows: await countRows() };
      const response = await postFile("employee1", "huge.pdf", Buffer.concat([atLimit, Buffer.alloc(1)]));
      expect(response.statusCode).toBe(413);
      const message = "The evidence file must be 10 MB or smaller.";
      expect(response.json()).toEqual({ message, errors: [{ field: "file", errorMessage: message }] });
      expect({ files: storedFiles().length, rows: await countRows() }).toEqual(before);
    });

    it("asks for one file: none, another part name, an empty file, an extra part or no multipart at all", async () => {
      const before = { files: storedFiles().length, rows: await countRows() };
      const cases: FormPart[][] = [
        [],
        [{ name: "image", filename: "receipt.pdf", content: evidenceBytes.pdf }],
        [{ name: "file", filename: "empty.pdf", content: Buffer.alloc(0) }],
        [
          { name: "file", filename: "receipt.pdf", content: evidenceBytes.pdf },
          { name: "note", content: "hello" },
        ],
        [
          { name: "file", filename: "a.pdf", content: evidenceBytes.pdf },
          { name: "file", filename: "b.pdf", content: evidenceBytes.pdf },
        ],
      ];
      for (const parts of cases) {
        const response = await send("/api/commutationTicket/upload", headersOf("employee1"), parts);
        expect(response.statusCode).toBe(400);
        expect(response.json().errors).toEqual([
          { field: "file", errorMessage: "Choose a PNG, JPEG, PDF, WebP or HEIF/HEIC file to upload." },
        ]);
      }
      const json = await t.app.inject({
        method: "POST",
        url: "/api/commutationTicket/upload",
        headers: headersOf("employee1"),
        payload: { file: "x" },
      });
      expect(json.statusCode).toBe(400);
      expect({ files: storedFiles().length, rows: await countRows() }).toEqual(before);
    });

    it("needs a session (403)", async () => {
      expect((await postFile("", "receipt.pdf", evidenceBytes.pdf)).statusCode).toBe(403);
    });
  });
});
