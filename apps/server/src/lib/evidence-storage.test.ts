import { describe, expect, it } from "vitest";
import { evidenceBytes } from "../testing/evidence-bytes";
import { cleanFileName, detectEvidenceType } from "./evidence-storage";

describe("evidence storage", () => {
  describe("file names and types", () => {
    it("cleans names: last segment, no control or bidi characters, at most 200 characters, a fitting extension", () => {
      expect(cleanFileName("C:\\Users\\me\\scan.pdf", "pdf")).toBe("scan.pdf");
      expect(cleanFileName("../../etc/passwd", "png")).toBe("passwd.png");
      expect(cleanFileName("in\u0000voice\r\n.pdf", "pdf")).toBe("invoice.pdf");
      expect(cleanFileName("photo\u202egpj.exe", "jpg")).toBe("photogpj.exe.jpg");
      expect(cleanFileName("..", "pdf")).toBe("evidence.pdf");
      expect(cleanFileName("", "webp")).toBe("evidence.webp");
      expect(cleanFileName(".hidden.png", "png")).toBe("hidden.png");
      expect(cleanFileName("IMG_0001.HEIC", "heif")).toBe("IMG_0001.HEIC");
      const long = cleanFileName(`${"領".repeat(300)}.pdf`, "pdf");
      expect([...long]).toHaveLength(200);
      expect(long.endsWith(".pdf")).toBe(true);
      const emoji = cleanFileName(`${"😀".repeat(250)}.png`, "png");
      expect([...emoji]).toHaveLength(200);
      expect(Buffer.from(emoji).toString()).toBe(emoji);
    });

    it("tells the type by the first bytes only", () => {
      expect(detectEvidenceType(evidenceBytes.png)).toBe("png");
      expect(detectEvidenceType(evidenceBytes.jpg)).toBe("jpg");
      expect(detectEvidenceType(evidenceBytes.pdf)).toBe("pdf");
      expect(detectEvidenceType(evidenceBytes.webp)).toBe("webp");
      expect(detectEvidenceType(evidenceBytes.heic)).toBe("heic");
      expect(detectEvidenceType(evidenceBytes.heif)).toBe("heif");
      for (const other of [
        evidenceBytes.exe,
        evidenceBytes.elf,
        evidenceBytes.mp4,
        evidenceBytes.svg,
        Buffer.alloc(0),
      ]) {
        expect(detectEvidenceType(other)).toBeUndefined();
      }
    });
  });
});
