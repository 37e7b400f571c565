import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import type { evidenceMimeTypes } from "@portal/contract/commutation-ticket/commutation-ticket.constants";

/** An evidence type, told by the file's first bytes, never by its name or the client's type. */
export type EvidenceType = "png" | "jpg" | "pdf" | "webp" | "heic" | "heif";

export const evidenceContentTypes: Record<EvidenceType, (typeof evidenceMimeTypes)[number]> = {
  png: "image/png",
  jpg: "image/jpeg",
  pdf: "application/pdf",
  webp: "image/webp",
  heic: "image/heic",
  heif: "image/heif",
};

/** The name endings a download name may keep for each type (anything else gets the type's own). */
const extensionsOf: Record<EvidenceType, readonly string[]> = {
  png: ["png"],
  jpg: ["jpg", "jpeg", "jfif"],
  pdf: ["pdf"],
  webp: ["webp"],
  heic: ["heic", "heif"],
  heif: ["heif", "heic"],
};

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** ISO base media major brands of HEIF images: HEVC-coded (HEIC) and the generic HEIF ones. */
const heicBrands = new Set(["heic", "heix", "hevc", "hevx"]);
const heifBrands = new Set(["heif", "mif1", "msf1"]);

/** The type of a PNG, JPEG, PDF, WebP or HEIF/HEIC file from its signature; undefined otherwise. */
export function detectEvidenceType(bytes: Buffer): EvidenceType | undefined {
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
  }
  return undefined;
}

export const fileNameMaxLength = 200;

/**
 * The uploader's file name as it may be shown and offered as a download name: the last path
 * segment only, without control, format (bidirectional overrides) or line-separator characters,
 * at most 200 characters, and ending in an extension of the detected type (a PNG sent as
 * "page.html" is offered as "page.html.png").
 */
export function cleanFileName(raw: string, type: EvidenceType): string {
  const segment = raw.normalize("NFC").split(/[/\\]/).pop() ?? "";
  const cleaned = segment
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, "")
    .trim()
    .replace(/^\.+/, "");
  const dot = cleaned.lastIndexOf(".");
  const extension = dot > 0 ? cleaned.slice(dot + 1).toLowerCase() : "";
  const keepsExtension = extensionsOf[type].includes(extension);
  const stem = (keepsExtension ? cleaned.slice(0, dot) : cleaned) || "evidence";
  const ending = keepsExtension ? cleaned.slice(dot) : `.${type}`;
  // Count characters, not UTF-16 units, so a cut never splits a surrogate pair.
  const room = fileNameMaxLength - [...ending].length;
  return `${[...stem].slice(0, room).join("").trim()}${ending}`;
}

/** The names the server generates: 32 random hex digits and the detected type's extension. */
const storedNamePattern = /^[0-9a-f]{32}\.(png|jpg|pdf|webp|heic|heif)$/;

/** DATA_DIR/ticket-evidence: where evidence files live. */
export function evidenceDirectory(dataDir: string): string {
  return path.join(dataDir, "ticket-evidence");
}

/** The path of a stored file, or undefined for a name the server could not have generated. */
export function evidencePath(dataDir: string, storedName: string): string | undefined {
  if (!storedNamePattern.test(storedName)) return undefined;
  return path.join(evidenceDirectory(dataDir), storedName);
}

/** Stores the bytes under a new random name with the detected type's extension; returns the name. */
export async function saveEvidenceFile(dataDir: string, bytes: Buffer, type: EvidenceType): Promise<string> {
  const directory = evidenceDirectory(dataDir);
  await fs.mkdir(directory, { recursive: true });
  const storedName = `${randomBytes(16).toString("hex")}.${type}`;
  // wx: never overwrite, even on the astronomically unlikely repeat of a random name.
  await fs.writeFile(path.join(directory, storedName), bytes, { flag: "wx", mode: 0o640 });
  return storedName;
}

/** Removes a stored file; one that is already gone is fine. */
export async function removeEvidenceFile(dataDir: string, storedName: string): Promise<void> {
  const file = evidencePath(dataDir, storedName);
  if (file) await fs.rm(file, { force: true });
}

/** A stored file opened for sending: its size and a stream of its bytes; undefined when missing. */
export async function openEvidenceFile(
  dataDir: string,
  storedName: string,
): Promise<{ size: number; stream: Readable } | undefined> {
  const file = evidencePath(dataDir, storedName);
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
}
