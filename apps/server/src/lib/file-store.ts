import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";

/** What is stored: bytes made by the server, or an upload's temporary file kept as sent. */
export type StoredContent = Buffer | { path: string; size: number };

/** The size of what is stored. */
export function sizeOf(content: StoredContent): number {
  return Buffer.isBuffer(content) ? content.length : content.size;
}

/**
 * Files the server keeps under DATA_DIR/<folder>, each under a random name it generated (32 hex
 * digits and an extension): never the uploader's name, so no path or name trick reaches the disk.
 */
export function fileStore(folder: string, extensions: readonly string[]) {
  const namePattern = new RegExp(`^[0-9a-f]{32}\\.(${extensions.join("|")})$`);
  const directory = (dataDir: string) => path.join(dataDir, folder);

  /** The path of a stored file, or undefined for a name the server could not have generated. */
  function pathOf(dataDir: string, storedName: string): string | undefined {
    if (!namePattern.test(storedName)) return undefined;
    return path.join(directory(dataDir), storedName);
  }

  return {
    directory,
    pathOf,

    /**
     * Stores the content (bytes, or a copy of an upload's temporary file) under a new random name
     * with this extension; returns the name.
     */
    async save(dataDir: string, content: StoredContent, extension: string): Promise<string> {
      await fs.mkdir(directory(dataDir), { recursive: true });
      const storedName = `${randomBytes(16).toString("hex")}.${extension}`;
      const target = path.join(directory(dataDir), storedName);
      // wx / COPYFILE_EXCL: never overwrite, even on the astronomically unlikely repeat of a random name.
      if (Buffer.isBuffer(content)) await fs.writeFile(target, content, { flag: "wx", mode: 0o640 });
      else await fs.copyFile(content.path, target, fs.constants.COPYFILE_EXCL);
      return storedName;
    },

    /** Removes a stored file; one that is already gone is fine. */
    async remove(dataDir: string, storedName: string): Promise<void> {
      const file = pathOf(dataDir, storedName);
      if (file) await fs.rm(file, { force: true });
    },

    /** A stored file opened for sending: its size and a stream of its bytes; undefined when missing. */
    async open(dataDir: string, storedName: string): Promise<{ size: number; stream: Readable } | undefined> {
      const file = pathOf(dataDir, storedName);
      if (!file) return undefined;
      const handle = await fs.open(file, "r").catch((error: NodeJS.ErrnoException) => {
        if (error.code === "ENOENT") return undefined;
        throw error;
      });
      if (!handle) return undefined;
      try {
        const { size } = await handle.stat();
        return { size, stream: handle.createReadStream({ autoClose: true }) };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },
  };
}

export type FileSignature = "png" | "jpg" | "pdf" | "webp" | "heic" | "heif" | "avif";

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** ISO base media major brands: HEVC-coded HEIF (HEIC), generic HEIF, and AVIF. */
const heicBrands = new Set(["heic", "heix", "hevc", "hevx"]);
const heifBrands = new Set(["heif", "mif1", "msf1"]);
const avifBrands = new Set(["avif", "avis"]);

/**
 * What a file is from its first bytes (never its name or the client's type): PNG, JPEG, PDF, WebP,
 * HEIC, HEIF or AVIF; undefined otherwise. Each upload decides which of them it accepts.
 */
export function detectFileSignature(bytes: Buffer): FileSignature | undefined {
  if (bytes.subarray(0, 8).equals(pngSignature)) return "png";
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpg";
  if (bytes.subarray(0, 5).toString("latin1") === "%PDF-") return "pdf";
  if (
    bytes.subarray(0, 4).toString("latin1") === "RIFF" &&
    bytes.subarray(8, 12).toString("latin1") === "WEBP"
  ) {
    return "webp";
  }
  // An ISO base media file starts with its ftyp box: size, "ftyp", then the major brand.
  if (bytes.length >= 16 && bytes.subarray(4, 8).toString("latin1") === "ftyp") {
    const brand = bytes.subarray(8, 12).toString("latin1");
    if (heicBrands.has(brand)) return "heic";
    if (heifBrands.has(brand)) return "heif";
    if (avifBrands.has(brand)) return "avif";
  }
  return undefined;
}

/**
 * Whether a file that starts like a PDF also ends like one: readers look for its `%%EOF` in the
 * last 1,024 bytes (ISO 32000), so HTML or a script behind a "%PDF-" line is not taken for a PDF.
 * Told from the file's first bytes and its last ones (an upload keeps both while it is read).
 */
export function isCompletePdf(file: { head: Buffer; tail: Buffer }): boolean {
  if (file.head.subarray(0, 5).toString("latin1") !== "%PDF-") return false;
  return file.tail.subarray(-1024).includes("%%EOF", 0, "latin1");
}
