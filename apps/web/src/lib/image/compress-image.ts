import { compressibleImageExtensions, ImageCompression } from "@portal/contract/common/constants";
import { type DrawImage, type DrawnImage, drawImage } from "./draw-image";

export interface CompressImageOptions {
  /** Longest side of the result in px; capped at 1024. */
  maxSide?: number;
  /** Size to get under, in MB (1 MB = 1,048,576 bytes); 1 by default, at most 5. */
  targetMb?: number;
  /** Encoding of the result; browsers that cannot encode WebP give PNG, and the name follows. */
  type?: "image/jpeg" | "image/webp";
}

const megabyte = 1024 * 1024;

/** JPEG/WebP qualities tried in turn until the result is under the target. */
export const qualitySteps = [0.92, 0.85, 0.75, 0.65, 0.55, 0.45, 0.35, 0.25, 0.15] as const;

const compressibleExtensions = new Set<string>(compressibleImageExtensions);
const rasterExtensions = new Set<string>([...compressibleImageExtensions, "webp", "bmp", "avif"]);
const extensionOfType: Record<string, string> = {
  "image/jpeg": "jpg",
  "image/webp": "webp",
  "image/png": "png",
};

/** The lower-case extension of a file name without the dot ("" when there is none). */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot < 0 ? "" : name.slice(dot + 1).toLowerCase();
}

/** Whether the caller must compress before sending: over 5 MB and a jpg/jpeg/png/jfif/heif/heic. */
export function shouldCompress(file: Pick<File, "name" | "size">): boolean {
  return file.size > ImageCompression.thresholdBytes && compressibleExtensions.has(fileExtension(file.name));
}

/** The longest side to use: the requested one when smaller than 1024 px, else 1024 px. */
export function clampMaxSide(requested?: number): number {
  const cap = ImageCompression.maxSidePx;
  return requested !== undefined && Number.isFinite(requested) && requested >= 1
    ? Math.min(Math.floor(requested), cap)
    : cap;
}

/** The target size in bytes: the requested MB up to 5 MB, 1 MB when none or nonsense is asked. */
export function clampTargetBytes(targetMb?: number): number {
  const mb =
    targetMb !== undefined && Number.isFinite(targetMb) && targetMb > 0
      ? Math.min(targetMb, ImageCompression.maxTargetMb)
      : ImageCompression.defaultTargetMb;
  return Math.floor(mb * megabyte);
}

function isRasterImage(file: File): boolean {
  if (file.type === "image/svg+xml" || file.type === "image/gif") return false;
  // HEIC/HEIF often arrive with an empty type, so the extension counts too.
  return file.type.startsWith("image/") || rasterExtensions.has(fileExtension(file.name));
}

function renamed(name: string, type: string): string {
  const extension = extensionOfType[type] ?? "jpg";
  const dot = name.lastIndexOf(".");
  return `${dot < 0 ? name : name.slice(0, dot)}.${extension}`;
}

/**
 * Shrinks an image before upload: longest side at most 1024 px (or `maxSide`), then JPEG/WebP
 * quality lowered step by step until the file is under the target (1 MB, or `targetMb` up to 5).
 * Returns the original file when it is already small enough, is not a raster image (PDF, SVG,
 * GIF), cannot be decoded here (HEIC outside Safari) or would not get smaller. When no quality
 * reaches the target, the smallest result is returned.
 */
export async function compressImage(
  file: File,
  options: CompressImageOptions = {},
  draw: DrawImage = drawImage,
): Promise<File> {
  const targetBytes = clampTargetBytes(options.targetMb);
  if (!isRasterImage(file) || file.size <= targetBytes) return file;

  let image: DrawnImage;
  try {
    image = await draw(file, clampMaxSide(options.maxSide));
  } catch {
    return file;
  }
  let smallest: Blob | undefined;
  try {
    for (const quality of qualitySteps) {
      const blob = await image.encode(options.type ?? "image/jpeg", quality);
      if (!smallest || blob.size < smallest.size) smallest = blob;
      if (blob.size <= targetBytes) break;
    }
  } finally {
    image.close();
  }
  if (!smallest || smallest.size >= file.size) return file;
  const type = smallest.type || options.type || "image/jpeg";
  return new File([smallest], renamed(file.name, type), { type, lastModified: file.lastModified });
}
