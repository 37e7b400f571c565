import type { evidenceMimeTypes } from "@portal/contract/commutation-ticket/commutation-ticket.constants";
import { detectFileSignature, fileStore } from "../../lib/file-store";

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

/** The type of a PNG, JPEG, PDF, WebP or HEIF/HEIC file from its signature; undefined otherwise. */
export function detectEvidenceType(bytes: Buffer): EvidenceType | undefined {
  const signature = detectFileSignature(bytes);
  return signature === "avif" ? undefined : signature;
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

/** DATA_DIR/ticket-evidence: the evidence files, under names the server generated. */
const store = fileStore("ticket-evidence", ["png", "jpg", "pdf", "webp", "heic", "heif"]);

export const evidenceDirectory = store.directory;
export const evidencePath = store.pathOf;
export const saveEvidenceFile = (dataDir: string, bytes: Buffer, type: EvidenceType) =>
  store.save(dataDir, bytes, type);
export const removeEvidenceFile = store.remove;
export const openEvidenceFile = store.open;
