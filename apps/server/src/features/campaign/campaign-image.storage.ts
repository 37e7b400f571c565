import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import {
  campaignImageFilePattern,
  campaignImagePathPrefix,
} from "@portal/contract/campaign/campaign.constants";

/** An image type the banner accepts, told by the file's first bytes, never by its name. */
export type CampaignImageType = "png" | "jpg" | "webp";

export const imageContentTypes: Record<CampaignImageType, string> = {
  png: "image/png",
  jpg: "image/jpeg",
  webp: "image/webp",
};

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The type of a PNG, JPEG or WebP file from its signature; undefined for anything else. */
export function detectImageType(bytes: Buffer): CampaignImageType | undefined {
  if (bytes.subarray(0, 8).equals(pngSignature)) return "png";
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpg";
  const isRiff = bytes.subarray(0, 4).toString("latin1") === "RIFF";
  if (isRiff && bytes.subarray(8, 12).toString("latin1") === "WEBP") return "webp";
  return undefined;
}

/** DATA_DIR/uploads/campaigns: where uploaded banners live. */
export function imageDirectory(dataDir: string): string {
  return path.join(dataDir, "uploads", "campaigns");
}

/**
 * The path of a stored banner, or undefined for a name the server could not have generated
 * (so no name can reach outside the folder).
 */
export function imagePath(dataDir: string, fileName: string): string | undefined {
  if (!campaignImageFilePattern.test(fileName)) return undefined;
  return path.join(imageDirectory(dataDir), fileName);
}

export function imageUrlOf(fileName: string): string {
  return `${campaignImagePathPrefix}${fileName}`;
}

/** The stored file behind an image URL, when the URL is an upload (demo images are not). */
export function imageFileOf(imageUrl: string): string | undefined {
  if (!imageUrl.startsWith(campaignImagePathPrefix)) return undefined;
  const fileName = imageUrl.slice(campaignImagePathPrefix.length);
  return campaignImageFilePattern.test(fileName) ? fileName : undefined;
}

/** Stores the bytes under a new random name with the detected type's extension; returns the name. */
export async function saveImage(dataDir: string, bytes: Buffer, type: CampaignImageType): Promise<string> {
  const directory = imageDirectory(dataDir);
  await fs.mkdir(directory, { recursive: true });
  const fileName = `${randomBytes(16).toString("hex")}.${type}`;
  // wx: never overwrite, even on the astronomically unlikely repeat of a random name.
  await fs.writeFile(path.join(directory, fileName), bytes, { flag: "wx", mode: 0o640 });
  return fileName;
}

export async function imageExists(dataDir: string, fileName: string): Promise<boolean> {
  const file = imagePath(dataDir, fileName);
  if (!file) return false;
  return fs.stat(file).then(
    (stat) => stat.isFile(),
    () => false,
  );
}

/** Removes a stored banner; one that is already gone is fine. */
export async function removeImage(dataDir: string, fileName: string): Promise<void> {
  const file = imagePath(dataDir, fileName);
  if (file) await fs.rm(file, { force: true });
}

/** The bytes and content type of a stored banner, or undefined when there is no such file. */
export async function readImage(dataDir: string, fileName: string) {
  const file = imagePath(dataDir, fileName);
  const type = fileName.slice(fileName.lastIndexOf(".") + 1) as CampaignImageType;
  if (!file) return undefined;
  const bytes = await fs.readFile(file).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return undefined;
    throw error;
  });
  return bytes && { bytes, contentType: imageContentTypes[type] };
}
