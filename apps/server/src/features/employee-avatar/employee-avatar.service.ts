import { createHmac, timingSafeEqual } from "node:crypto";
import type { Readable } from "node:stream";
import { HttpStatus } from "@portal/contract/common/http";
import { buildPath } from "@portal/contract/common/route";
import { AvatarLimits, AvatarMessages } from "@portal/contract/employee-avatar/employee-avatar.constants";
import { routes } from "@portal/contract/routes";
import type { AppDeps } from "../../app-deps";
import { AppError } from "../../lib/app-error";
import type { UploadedFile } from "../../lib/upload-reader";
import type { SessionClaims } from "../auth/token";
import { processAvatar } from "./employee-avatar.image";
import * as avatars from "./employee-avatar.repository";
import {
  detectAvatarType,
  openAvatarFile,
  removeAvatarFile,
  saveAvatarFile,
} from "./employee-avatar.storage";

/** Reads the upload's `file` part (in its temporary file); undefined when the body is not one `file` part. */
export type ReadAvatarUpload = () => Promise<UploadedFile | undefined>;

/** A stored photo ready to send. */
export interface AvatarImage {
  contentType: string;
  size: number;
  stream: Readable;
}

/** The answer to an upload over AvatarLimits.maxBytes. */
export function avatarTooLarge(): AppError {
  const maxMegabytes = AvatarLimits.maxBytes / (1024 * 1024);
  return AppError.field("file", AvatarMessages.tooLarge, { maxMegabytes }, HttpStatus.payloadTooLarge);
}

/**
 * The version part of a photo's URL: an HMAC (the token secret) of the employee and the stored
 * file's random name, so only the server can make it and every upload changes it.
 */
function avatarVersion(secret: string, employeeId: number, storedName: string): string {
  return createHmac("sha256", secret)
    .update(`employee-avatar:${employeeId}:${storedName}`)
    .digest("base64url")
    .slice(0, 32);
}

function avatarUrl(deps: AppDeps, row: avatars.AvatarRow): string {
  const version = avatarVersion(deps.config.tokenSecret, row.employeeId, row.storedName);
  return buildPath(routes.employeeAvatar.image.path, { employeeId: row.employeeId, version });
}

/**
 * Points the employee's row at the new file (inserting it for a first photo) and returns the
 * file it held before. Another upload of the same employee landing in between is noticed (the
 * row no longer holds what was read) and the step is taken again on what it left.
 */
async function replaceRow(deps: AppDeps, values: avatars.AvatarValues): Promise<string | undefined> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const current = await avatars.findAvatar(deps.db, values.employeeId);
    if (!current) {
      if (await avatars.insertAvatarIfAbsent(deps.db, values)) return undefined;
    } else if (await avatars.replaceAvatarIfUnchanged(deps.db, values, current.storedName)) {
      return current.storedName;
    }
  }
  throw new Error(`The avatar of employee ${values.employeeId} kept changing during an upload`);
}

/**
 * POST uploadAvatar: checks the upload (a non-empty `file` whose content is PNG, JPEG, WebP or
 * HEIF/HEIC that the image library can decode, of at most AvatarLimits.maxInputPixels pixels),
 * stores it re-encoded as a 256×256 WebP without metadata, replaces (and deletes) the caller's
 * earlier photo, and answers the new image's URL. Nothing is written unless all is well.
 */
export async function uploadAvatar(
  deps: AppDeps,
  session: SessionClaims,
  read: ReadAvatarUpload,
): Promise<string> {
  const upload = await read();
  if (!upload || upload.size === 0) throw AppError.field("file", AvatarMessages.fileRequired);
  if (!detectAvatarType(upload.head)) throw AppError.field("file", AvatarMessages.type);
  const processed = await processAvatar(upload.path);
  if (processed === "tooManyPixels") {
    const maxMegapixels = AvatarLimits.maxInputPixels / 1_000_000;
    throw AppError.field("file", AvatarMessages.tooManyPixels, { maxMegapixels });
  }
  if (processed === "unreadable") throw AppError.field("file", AvatarMessages.unreadable);

  const { dataDir } = deps.config;
  const storedName = await saveAvatarFile(dataDir, processed.bytes, processed.type);
  const values = {
    employeeId: session.employeeId,
    storedName,
    contentType: processed.contentType,
    size: processed.bytes.length,
    updatedAt: deps.clock.now().toISOString(),
  };
  let previous: string | undefined;
  try {
    previous = await replaceRow(deps, values);
  } catch (error) {
    await removeAvatarFile(dataDir, storedName);
    throw error;
  }
  if (previous) await removeAvatarFile(dataDir, previous);
  return avatarUrl(deps, { id: 0, ...values });
}

/** GET getAvatar: the caller's photo URL, or an empty text when they have none. */
export async function getAvatarUrl(deps: AppDeps, session: SessionClaims): Promise<string> {
  const row = await avatars.findAvatar(deps.db, session.employeeId);
  return row ? avatarUrl(deps, row) : "";
}

/** The photo URLs of these employees, for those who have one (lists showing people). */
export async function avatarUrlsOf(
  deps: AppDeps,
  employeeIds: readonly number[],
): Promise<Map<number, string>> {
  const rows = await avatars.findAvatars(deps.db, [...new Set(employeeIds)]);
  return new Map(rows.map((row) => [row.employeeId, avatarUrl(deps, row)]));
}

/** GET {employeeId}/{version}: the photo when the version is its current one; 404 otherwise. */
export async function openAvatarImage(
  deps: AppDeps,
  employeeId: number,
  version: string,
): Promise<AvatarImage> {
  const row = await avatars.findAvatar(deps.db, employeeId);
  if (!row) throw AppError.notFound();
  const expected = Buffer.from(avatarVersion(deps.config.tokenSecret, employeeId, row.storedName));
  const given = Buffer.from(version);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw AppError.notFound();
  const file = await openAvatarFile(deps.config.dataDir, row.storedName);
  if (!file) throw AppError.notFound();
  return { contentType: row.contentType, ...file };
}
