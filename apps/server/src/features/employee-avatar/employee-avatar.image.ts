import { AvatarLimits } from "@portal/contract/employee-avatar/employee-avatar.constants";
import { type ImageProblem, type ImageSource, reencodeImage } from "../../lib/upload-image";
import type { AvatarStoredType } from "./employee-avatar.storage";

/** A photo as the server stores it: a square WebP, with no metadata at all. */
export interface ProcessedAvatar {
  bytes: Buffer;
  type: AvatarStoredType;
  contentType: "image/webp" | "image/jpeg";
}

/** Why a photo could not be made: too many pixels to decode safely, or not a readable image. */
export type AvatarProblem = ImageProblem;

/**
 * Decodes a photo and makes the stored avatar: turned upright by its EXIF orientation, cut to a
 * centred AvatarLimits.size square (cover), converted to sRGB and encoded as WebP. sharp keeps no
 * metadata unless asked, so EXIF (GPS, camera, dates), XMP, IPTC and the ICC profile are gone.
 * A header announcing more than AvatarLimits.maxInputPixels pixels is refused before decoding.
 */
export async function processAvatar(source: ImageSource): Promise<ProcessedAvatar | AvatarProblem> {
  const result = await reencodeImage(
    source,
    { formats: ["png", "jpeg", "webp", "heif"], maxPixels: AvatarLimits.maxInputPixels },
    (image) =>
      image
        .resize(AvatarLimits.size, AvatarLimits.size, { fit: "cover", position: "centre" })
        .webp({ quality: 82 }),
  );
  if (typeof result === "string") return result;
  return { bytes: result.bytes, type: "webp", contentType: "image/webp" };
}
