import { AvatarLimits } from "@portal/contract/employee-avatar/employee-avatar.constants";
import sharp, { type Metadata } from "sharp";
import type { AvatarStoredType } from "./employee-avatar.storage";

/** A photo as the server stores it: a square WebP, with no metadata at all. */
export interface ProcessedAvatar {
  bytes: Buffer;
  type: AvatarStoredType;
  contentType: "image/webp" | "image/jpeg";
}

/** Why a photo could not be made: too many pixels to decode safely, or not a readable image. */
export type AvatarProblem = "tooManyPixels" | "unreadable";

/** Decoder formats the server accepts (sharp's names); anything else is refused even if it decodes. */
const readableFormats = new Set(["png", "jpeg", "webp", "heif"]);

/** Photos decoded at the same time: each may take a few hundred MB while it is decoded. */
const maxRunning = 2;
let running = 0;
const waiting: (() => void)[] = [];

async function limited<T>(work: () => Promise<T>): Promise<T> {
  if (running >= maxRunning) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

/** sharp on the upload: the first frame only, refusing more pixels than allowed before decoding. */
function input(bytes: Buffer) {
  return sharp(bytes, {
    limitInputPixels: AvatarLimits.maxInputPixels,
    failOn: "error",
    pages: 1,
    sequentialRead: true,
  });
}

/**
 * Decodes a photo and makes the stored avatar: turned upright by its EXIF orientation, cut to a
 * centred AvatarLimits.size square (cover), converted to sRGB and encoded as WebP. sharp keeps no
 * metadata unless asked, so EXIF (GPS, camera, dates), XMP, IPTC and the ICC profile are gone.
 * A header announcing more than AvatarLimits.maxInputPixels pixels is refused before decoding.
 */
export async function processAvatar(bytes: Buffer): Promise<ProcessedAvatar | AvatarProblem> {
  let metadata: Metadata;
  try {
    metadata = await input(bytes).metadata();
  } catch (error) {
    return problemOf(error);
  }
  if (!metadata.format || !readableFormats.has(metadata.format)) return "unreadable";
  const width = metadata.width ?? 0;
  const height = metadata.pageHeight ?? metadata.height ?? 0;
  if (width <= 0 || height <= 0) return "unreadable";
  if (width * height > AvatarLimits.maxInputPixels) return "tooManyPixels";
  try {
    const output = await limited(() =>
      input(bytes)
        .timeout({ seconds: 20 })
        .rotate()
        .resize(AvatarLimits.size, AvatarLimits.size, { fit: "cover", position: "centre" })
        .toColourspace("srgb")
        .webp({ quality: 82 })
        .toBuffer(),
    );
    return { bytes: output, type: "webp", contentType: "image/webp" };
  } catch (error) {
    return problemOf(error);
  }
}

/** sharp's refusal of a header announcing too many pixels, or any other failure to read. */
function problemOf(error: unknown): AvatarProblem {
  return error instanceof Error && /pixel limit/i.test(error.message) ? "tooManyPixels" : "unreadable";
}
