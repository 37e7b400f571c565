import { detectFileSignature, fileStore } from "../../lib/file-store";

/** A photo type the server reads, told by the file's first bytes, never by its name or the client's type. */
export type AvatarSourceType = "png" | "jpg" | "webp" | "heic" | "heif";

/** The type of a PNG, JPEG, WebP or HEIF/HEIC file from its signature; undefined otherwise. */
export function detectAvatarType(bytes: Buffer): AvatarSourceType | undefined {
  const signature = detectFileSignature(bytes);
  if (signature === "pdf" || signature === undefined) return undefined;
  // AVIF is a HEIF image too, and the image library reads it.
  return signature === "avif" ? "heif" : signature;
}

/** The types the server stores (what it encodes, not what was sent). */
export type AvatarStoredType = "webp" | "jpg";

/** DATA_DIR/employee-avatars: the processed photos, under names the server generated. */
const store = fileStore("employee-avatars", ["webp", "jpg"]);

export const saveAvatarFile = (dataDir: string, bytes: Buffer, type: AvatarStoredType) =>
  store.save(dataDir, bytes, type);
export const removeAvatarFile = store.remove;
export const openAvatarFile = store.open;
