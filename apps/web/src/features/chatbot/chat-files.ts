import { evidenceFileExtensions } from "@portal/contract/common/constants";
import { compressImage, fileExtension, shouldCompress } from "../../lib/image/compress-image";

const acceptedExtensions: readonly string[] = evidenceFileExtensions;

/** The file dialog's filter: images and PDF (spec: chat attachments). */
export const chatFileAccept = [
  "image/*",
  "application/pdf",
  ...evidenceFileExtensions.map((e) => `.${e}`),
].join(",");

/** Images and PDF; HEIC and HEIF often come without a type, so the extension counts too. */
export function isChatAttachment(file: File): boolean {
  return (
    file.type.startsWith("image/") ||
    file.type === "application/pdf" ||
    acceptedExtensions.includes(fileExtension(file.name))
  );
}

/** A file as it is sent: images over 5 MB compressed first (spec), anything else as it is. */
export async function prepareChatFile(file: File): Promise<File> {
  return shouldCompress(file) ? compressImage(file) : file;
}

/** What tells chosen files apart (the same name may come from two folders). */
export const chatFileKey = (file: File) => `${file.name}:${file.size}:${file.lastModified}`;
