import { UploadMessages } from "@portal/contract/common/upload";
import type { evidenceMimeTypes } from "@portal/contract/commutation-ticket/commutation-ticket.constants";
import { AppError } from "./app-error";
import { detectFileSignature, fileStore, isCompletePdf, type StoredContent, sizeOf } from "./file-store";
import {
  type ImageProblem,
  imageRefused,
  readImageHeader,
  reencodeImage,
  sameKindOfImage,
  storedTypeOf,
} from "./upload-image";
import type { UploadedFile } from "./upload-reader";

// Evidence files (commuting tickets, change requests, education certificates, the chat's files):
// checked by content, made fit to keep, stored under names the server generated. Each feature
// keeps its own folder, limits and messages.

/** An evidence type, told by the file's first bytes, never by its name or the client's type. */
export type EvidenceType = "png" | "jpg" | "pdf" | "webp" | "heic" | "heif";

const evidenceContentTypes: Record<EvidenceType, (typeof evidenceMimeTypes)[number]> = {
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

/** Why an evidence file was refused: not a PDF or image by content, a damaged PDF, or an image problem. */
export type EvidenceProblem = "type" | "pdfUnreadable" | ImageProblem;

const evidenceImages = { formats: ["png", "jpeg", "webp", "heif"] } as const;

/**
 * Checks an uploaded evidence file by its content without keeping anything: a PDF that ends like
 * one, or an image whose header the decoder reads, of at most UploadLimits.maxImagePixels pixels.
 */
export async function inspectEvidence(file: UploadedFile): Promise<EvidenceProblem | undefined> {
  const type = detectEvidenceType(file.head);
  if (!type) return "type";
  if (type === "pdf") return isCompletePdf(file) ? undefined : "pdfUnreadable";
  const header = await readImageHeader(file.path, evidenceImages);
  if (header === "unreadable" && isHeif(type)) return undefined;
  return typeof header === "string" ? header : undefined;
}

/** HEIC/HEIF: the phones' photo formats, which the spec accepts as evidence. */
const isHeif = (type: EvidenceType) => type === "heic" || type === "heif";

/**
 * An evidence file made fit to keep: a PDF byte for byte (when it ends like one), an image decoded
 * and re-encoded without metadata (PNG and WebP as themselves, JPEG and HEIF as JPEG). A HEIF the
 * server's decoder cannot read (HEVC-coded HEIC, what iPhones take) is kept as sent: the spec and
 * the mobile app send it, it is only ever downloaded as a sandboxed attachment (decision 027).
 */
export async function prepareEvidence(
  file: UploadedFile,
): Promise<{ type: EvidenceType; content: StoredContent } | EvidenceProblem> {
  const type = file.size > 0 ? detectEvidenceType(file.head) : undefined;
  if (!type) return "type";
  if (type === "pdf") return isCompletePdf(file) ? { type, content: file } : "pdfUnreadable";
  const image = await reencodeImage(file.path, evidenceImages, sameKindOfImage);
  if (image === "unreadable" && isHeif(type)) return { type, content: file };
  if (typeof image === "string") return image;
  return { type: storedTypeOf(image.format), content: image.bytes };
}

/** The 400 on the form's file field for a refused evidence file; `typeMessage` says what may be sent. */
export function evidenceRefused(field: string, problem: EvidenceProblem, typeMessage: string): AppError {
  if (problem === "type") return AppError.field(field, typeMessage);
  if (problem === "pdfUnreadable") return AppError.field(field, UploadMessages.pdfUnreadable);
  return imageRefused(field, problem);
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

const evidenceTypes: readonly EvidenceType[] = ["png", "jpg", "pdf", "webp", "heic", "heif"];

/** A file checked and stored, ready for its row. */
export interface StoredEvidence {
  fileName: string;
  storedName: string;
  contentType: string;
  size: number;
}

/** An upload checked and made fit to keep, not yet stored. */
interface PreparedEvidence {
  file: UploadedFile;
  type: EvidenceType;
  content: StoredContent;
}

/** Evidence files under DATA_DIR/<folder>, each under a name the server generated. */
export function evidenceStore(folder: string) {
  const store = fileStore(folder, evidenceTypes);

  async function prepare(
    file: UploadedFile,
    refused: (problem: EvidenceProblem) => AppError,
  ): Promise<PreparedEvidence> {
    const result = await prepareEvidence(file);
    if (typeof result === "string") throw refused(result);
    return { file, ...result };
  }

  async function save(dataDir: string, { file, type, content }: PreparedEvidence): Promise<StoredEvidence> {
    return {
      fileName: cleanFileName(file.fileName, type),
      storedName: await store.save(dataDir, content, type),
      contentType: evidenceContentTypes[type],
      size: sizeOf(content),
    };
  }

  async function removeAll(dataDir: string, storedNames: readonly string[]): Promise<void> {
    for (const name of storedNames) await store.remove(dataDir, name);
  }

  return {
    open: store.open,
    remove: store.remove,
    removeAll,

    /**
     * Checks a file by its content (PNG, JPEG, PDF, WebP, HEIF/HEIC; never empty), makes it fit to
     * keep (images re-encoded without metadata, PDFs as sent) and stores it under a random name;
     * `refused` makes the answer to a file that is not acceptable.
     */
    async store(
      dataDir: string,
      file: UploadedFile,
      refused: (problem: EvidenceProblem) => AppError,
    ): Promise<StoredEvidence> {
      return save(dataDir, await prepare(file, refused));
    },

    /** Checks and stores every file as `store` does; nothing is stored unless every file is acceptable. */
    async storeAll(
      dataDir: string,
      files: readonly UploadedFile[],
      refused: (problem: EvidenceProblem) => AppError,
    ): Promise<StoredEvidence[]> {
      const prepared: PreparedEvidence[] = [];
      for (const file of files) prepared.push(await prepare(file, refused));
      const stored: StoredEvidence[] = [];
      try {
        for (const evidence of prepared) stored.push(await save(dataDir, evidence));
      } catch (error) {
        await removeAll(
          dataDir,
          stored.map((file) => file.storedName),
        );
        throw error;
      }
      return stored;
    },
  };
}
