import {
  CampaignLimits,
  CampaignMessages,
  campaignImageExtensions,
} from "@portal/contract/campaign/campaign.constants";
import type {
  Campaign,
  CampaignCreate,
  CampaignDetail,
  CampaignImage,
  CampaignUpdate,
  CurrentCampaign,
} from "@portal/contract/campaign/campaign.schema";
import type { AppLanguage } from "@portal/contract/common/culture";
import { HttpStatus } from "@portal/contract/common/http";
import type { AppDeps } from "../../app-deps";
import { AppError } from "../../lib/app-error";
import { companyDate } from "../../lib/company-date";
import { imageRefused, reencodeImage, sameKindOfImage, storedTypeOf } from "../../lib/upload-image";
import type { UploadedFile } from "../../lib/upload-reader";
import { loadRoles } from "../auth/roles";
import type { SessionClaims } from "../auth/token";
import { toCampaign, toCampaignDetail, toCurrentCampaign } from "./campaign.presenter";
import * as campaigns from "./campaign.repository";
import {
  detectImageType,
  imageExists,
  imageFileOf,
  imageUrlOf,
  removeImage,
  saveImage,
} from "./campaign-image.storage";

const today = (deps: AppDeps) => companyDate(deps.clock.now());

/** HR (sms 2 or more) and administrators manage campaigns; roles come from the record, never the client. */
async function isCampaignManager(deps: AppDeps, session: SessionClaims): Promise<boolean> {
  const roles = await loadRoles(deps, session.employeeId);
  return roles.has("hr") || roles.has("administrator");
}

async function assertCampaignManager(deps: AppDeps, session: SessionClaims): Promise<void> {
  if (!(await isCampaignManager(deps, session))) throw AppError.permissionDenied();
}

/** The answer to an upload over CampaignLimits.imageMaxBytes. */
export function imageTooLarge(): AppError {
  const maxMegabytes = CampaignLimits.imageMaxBytes / (1024 * 1024);
  return AppError.field("file", CampaignMessages.imageTooLarge, { maxMegabytes }, HttpStatus.payloadTooLarge);
}

/** The campaign running today (company calendar), or null. */
export async function getCurrentCampaign(
  deps: AppDeps,
  language: AppLanguage,
): Promise<CurrentCampaign | null> {
  const row = await campaigns.findRunningOn(deps.db, today(deps));
  return row ? toCurrentCampaign(row, language) : null;
}

/** One campaign in the user's language; before its start only its managers may read it. */
export async function getCampaignDetail(
  deps: AppDeps,
  session: SessionClaims,
  id: number,
  language: AppLanguage,
): Promise<CampaignDetail> {
  const row = await campaigns.findById(deps.db, id);
  if (!row) throw AppError.notFound();
  if (row.startDate > today(deps) && !(await isCampaignManager(deps, session))) throw AppError.notFound();
  return toCampaignDetail(row, language);
}

export async function listCampaigns(deps: AppDeps, session: SessionClaims): Promise<Campaign[]> {
  await assertCampaignManager(deps, session);
  const date = today(deps);
  return (await campaigns.findAll(deps.db)).map((row) => toCampaign(row, date));
}

async function assertImageStored(deps: AppDeps, imageFile: string): Promise<void> {
  if (!(await imageExists(deps.config.dataDir, imageFile))) {
    throw AppError.field("imageFile", CampaignMessages.imageMissing);
  }
}

function texts(input: CampaignCreate | CampaignUpdate) {
  return {
    titleEn: input.titleEn,
    titleJa: input.titleJa,
    contentEn: input.contentEn,
    contentJa: input.contentJa,
    startDate: input.startDate,
    expiredDate: input.expiredDate,
  };
}

export async function createCampaign(
  deps: AppDeps,
  session: SessionClaims,
  input: CampaignCreate,
): Promise<Campaign> {
  await assertCampaignManager(deps, session);
  await assertImageStored(deps, input.imageFile);
  const now = deps.clock.now().toISOString();
  const row = await campaigns.create(deps.db, {
    ...texts(input),
    imageUrl: imageUrlOf(input.imageFile),
    createdAt: now,
    updatedAt: now,
  });
  return toCampaign(row, today(deps));
}

/** Deletes a replaced or deleted campaign's upload unless another campaign still shows it. */
async function releaseImage(deps: AppDeps, imageUrl: string): Promise<void> {
  const fileName = imageFileOf(imageUrl);
  if (!fileName || (await campaigns.countByImageUrl(deps.db, imageUrl)) > 0) return;
  await removeImage(deps.config.dataDir, fileName);
}

export async function updateCampaign(
  deps: AppDeps,
  session: SessionClaims,
  id: number,
  input: CampaignUpdate,
): Promise<Campaign> {
  await assertCampaignManager(deps, session);
  const before = await campaigns.findById(deps.db, id);
  if (!before) throw AppError.notFound();
  if (input.imageFile) await assertImageStored(deps, input.imageFile);
  const imageUrl = input.imageFile ? imageUrlOf(input.imageFile) : before.imageUrl;
  const row = await campaigns.update(deps.db, id, {
    ...texts(input),
    imageUrl,
    updatedAt: deps.clock.now().toISOString(),
  });
  if (!row) throw AppError.notFound();
  if (before.imageUrl !== imageUrl) await releaseImage(deps, before.imageUrl);
  return toCampaign(row, today(deps));
}

export async function deleteCampaign(deps: AppDeps, session: SessionClaims, id: number): Promise<void> {
  await assertCampaignManager(deps, session);
  const row = await campaigns.deleteById(deps.db, id);
  if (!row) throw AppError.notFound();
  await releaseImage(deps, row.imageUrl);
}

const acceptedExtensions: readonly string[] = campaignImageExtensions;

/**
 * Stores an uploaded banner. The caller's role is checked before a byte is read; the image must
 * be named .png, .jpg, .jpeg or .webp and be one by its content (first bytes, then the decoder).
 * What is stored, under a new name, is the image re-encoded in its own format without metadata.
 */
export async function uploadCampaignImage(
  deps: AppDeps,
  session: SessionClaims,
  read: () => Promise<UploadedFile | undefined>,
): Promise<CampaignImage> {
  await assertCampaignManager(deps, session);
  const upload = await read();
  if (!upload || upload.size === 0) {
    throw AppError.field("file", CampaignMessages.imageRequired);
  }
  const extension = upload.fileName.slice(upload.fileName.lastIndexOf(".") + 1).toLowerCase();
  const type = detectImageType(upload.head);
  if (!type || !upload.fileName.includes(".") || !acceptedExtensions.includes(extension)) {
    throw AppError.field("file", CampaignMessages.imageType);
  }
  const image = await reencodeImage(upload.path, { formats: ["png", "jpeg", "webp"] }, sameKindOfImage);
  if (typeof image === "string") throw imageRefused("file", image);
  const imageFile = await saveImage(deps.config.dataDir, image.bytes, storedTypeOf(image.format));
  return { imageFile, url: imageUrlOf(imageFile) };
}
