import { UploadLimits, UploadMessages } from "@portal/contract/common/upload";
import sharp, { type Sharp } from "sharp";
import { AppError } from "./app-error";

/** An image to read: bytes, or the path of a file (an upload's temporary file). */
export type ImageSource = Buffer | string;

/** An image format the server decodes (sharp's names). */
export type ImageFormat = "png" | "jpeg" | "webp" | "heif";

/** Why an image was refused: too many pixels to decode safely, or not a readable image of an accepted format. */
export type ImageProblem = "tooManyPixels" | "unreadable";

export interface ImageOptions {
  /** The formats this upload accepts; anything else is unreadable even if it decodes. */
  formats: readonly ImageFormat[];
  /** Most pixels allowed, checked from the header before decoding (UploadLimits.maxImagePixels). */
  maxPixels?: number;
}

// Uploads are read from temporary files deleted when their call ends: libvips keeps no file open.
sharp.cache({ files: 0 });

/** Images decoded at the same time: each may take a few hundred MB while it is decoded. */
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

/** sharp on an upload: the first frame only, refusing more pixels than allowed before decoding. */
function input(source: ImageSource, maxPixels: number) {
  return sharp(source, { limitInputPixels: maxPixels, failOn: "error", pages: 1, sequentialRead: true });
}

/** sharp's refusal of a header announcing too many pixels, or any other failure to read. */
function problemOf(error: unknown): ImageProblem {
  return error instanceof Error && /pixel limit/i.test(error.message) ? "tooManyPixels" : "unreadable";
}

/**
 * The image's format and size from its header alone (nothing is decoded): a problem when it is
 * not one of the accepted formats or announces more than the allowed pixels.
 */
export async function readImageHeader(
  source: ImageSource,
  options: ImageOptions,
): Promise<{ format: ImageFormat; width: number; height: number } | ImageProblem> {
  const maxPixels = options.maxPixels ?? UploadLimits.maxImagePixels;
  try {
    const metadata = await input(source, maxPixels).metadata();
    const format = options.formats.find((accepted) => accepted === metadata.format);
    const width = metadata.width ?? 0;
    const height = metadata.pageHeight ?? metadata.height ?? 0;
    if (!format || width <= 0 || height <= 0) return "unreadable";
    if (width * height > maxPixels) return "tooManyPixels";
    return { format, width, height };
  } catch (error) {
    return problemOf(error);
  }
}

/**
 * Decodes an upload and encodes what is kept instead of it: turned upright by its EXIF
 * orientation, in sRGB, then `encode` (size, output format). sharp writes no metadata unless
 * asked, so EXIF (GPS, camera, dates), XMP, IPTC and the ICC profile are gone, and so is anything
 * hidden in or after the image's data (a polyglot's other half). The header is checked first.
 */
export async function reencodeImage(
  source: ImageSource,
  options: ImageOptions,
  encode: (image: Sharp, format: ImageFormat) => Sharp,
): Promise<{ bytes: Buffer; format: ImageFormat } | ImageProblem> {
  const header = await readImageHeader(source, options);
  if (typeof header === "string") return header;
  try {
    const image = input(source, options.maxPixels ?? UploadLimits.maxImagePixels)
      .timeout({ seconds: 20 })
      .rotate()
      .toColourspace("srgb");
    const output = await limited(() => encode(image, header.format).toBuffer());
    return { bytes: output, format: header.format };
  } catch (error) {
    return problemOf(error);
  }
}

/** PNG stays PNG, WebP stays WebP, JPEG and HEIF become JPEG: the browsers' formats, full size. */
export function sameKindOfImage(image: Sharp, format: ImageFormat): Sharp {
  if (format === "png") return image.png();
  if (format === "webp") return image.webp({ quality: 90 });
  return image.jpeg({ quality: 90 });
}

/** The detected type a re-encoded image is stored as (sameKindOfImage's output). */
export function storedTypeOf(format: ImageFormat): "png" | "jpg" | "webp" {
  if (format === "png") return "png";
  if (format === "webp") return "webp";
  return "jpg";
}

/** The 400 on the form's file field for an image that was refused. */
export function imageRefused(field: string, problem: ImageProblem): AppError {
  if (problem === "unreadable") return AppError.field(field, UploadMessages.imageUnreadable);
  const maxMegapixels = UploadLimits.maxImagePixels / 1_000_000;
  return AppError.field(field, UploadMessages.imageTooManyPixels, { maxMegapixels });
}
