import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { HelpLimits, helpImageFilePattern, helpImagePathPrefix } from "@portal/contract/help/help.constants";
import { type ImageProblem, type ImageSource, reencodeImage } from "../../lib/upload-image";

/**
 * Decodes a PNG, JPEG or WebP upload and re-encodes it as WebP (upright, sRGB, at most
 * HelpLimits.imageMaxSide on its longest side, no metadata); a problem for anything that does not
 * decode as one of those formats, whatever its name, or announces too many pixels.
 */
export async function reencodeHelpImage(source: ImageSource): Promise<Buffer | ImageProblem> {
  const result = await reencodeImage(source, { formats: ["png", "jpeg", "webp"] }, (image) =>
    image
      .resize(HelpLimits.imageMaxSide, HelpLimits.imageMaxSide, { fit: "inside", withoutEnlargement: true })
      .webp({ quality: 85 }),
  );
  return typeof result === "string" ? result : result.bytes;
}

/** DATA_DIR/uploads/help: where uploaded help images live. */
function imageDirectory(dataDir: string): string {
  return path.join(dataDir, "uploads", "help");
}

/** Stores a re-encoded image under a new random name; answers its URL. */
export async function saveHelpImage(dataDir: string, bytes: Buffer): Promise<string> {
  const directory = imageDirectory(dataDir);
  await fs.mkdir(directory, { recursive: true });
  const fileName = `${randomBytes(16).toString("hex")}.webp`;
  await fs.writeFile(path.join(directory, fileName), bytes, { flag: "wx", mode: 0o640 });
  return `${helpImagePathPrefix}${fileName}`;
}

/** The bytes of a stored image, or undefined (only generated names are looked up). */
export async function readHelpImage(dataDir: string, fileName: string): Promise<Buffer | undefined> {
  if (!helpImageFilePattern.test(fileName)) return undefined;
  return fs.readFile(path.join(imageDirectory(dataDir), fileName)).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return undefined;
    throw error;
  });
}
