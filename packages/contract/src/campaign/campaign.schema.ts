import { z } from "zod";
import { DateRanges, isoDateIn } from "../common/dates";
import { idParamSchema } from "../common/ids";
import {
  CampaignLimits,
  CampaignMessages,
  campaignImageFilePattern,
  campaignStatuses,
} from "./campaign.constants";

/** A calendar date, YYYY-MM-DD. */
const isoDate = isoDateIn(DateRanges.picker);

/** The campaign running now (spec: GET campaign gives url and expiredDate; id and title added). */
export const currentCampaignSchema = z.object({
  id: z.number().int(),
  /** The banner image's URL (same origin). */
  url: z.string(),
  /** Last day the campaign runs (YYYY-MM-DD, included). */
  expiredDate: z.string(),
  /** The title in the user's language; the banner's alt text. */
  title: z.string(),
});

/** A campaign as the detail page shows it, in the user's language. */
export const campaignDetailSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  title: z.string(),
  /** Plain text; clients render it as text, never as HTML. */
  content: z.string(),
  startDate: z.string(),
  expiredDate: z.string(),
});

/** A campaign as HR and administrators manage it: both languages and its status today. */
export const campaignSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  titleEn: z.string(),
  titleJa: z.string(),
  contentEn: z.string(),
  contentJa: z.string(),
  startDate: z.string(),
  expiredDate: z.string(),
  status: z.enum(campaignStatuses),
  createdAt: z.string(),
  updatedAt: z.string(),
});

const title = z.string().trim().min(1).max(CampaignLimits.titleMaxLength);
const content = z.string().trim().min(1).max(CampaignLimits.contentMaxLength);
const imageFile = z
  .string({ error: CampaignMessages.imageRequired })
  .regex(campaignImageFilePattern, { error: CampaignMessages.imageMissing });

const campaignFields = {
  titleEn: title,
  titleJa: title,
  contentEn: content,
  contentJa: content,
  startDate: isoDate,
  expiredDate: isoDate,
};

const isDate = (value: unknown) => isoDate.safeParse(value).success;

/**
 * The expiry date may equal the start date (a one-day campaign), never precede it. Checked only
 * when both are dates, so a malformed date is reported once, on its own field.
 */
const expiryNotBeforeStart = {
  check: (input: { startDate: string; expiredDate: string }) =>
    !isDate(input.startDate) || !isDate(input.expiredDate) || input.expiredDate >= input.startDate,
  params: { error: CampaignMessages.expiryBeforeStart, path: ["expiredDate"] },
};

/** A new campaign: texts in en and ja, its dates, and an image uploaded before (its file name). */
export const campaignCreateSchema = z
  .strictObject({ ...campaignFields, imageFile })
  .refine(expiryNotBeforeStart.check, expiryNotBeforeStart.params);

/** Changes to a campaign: the same fields; without `imageFile` the image stays as it is. */
export const campaignUpdateSchema = z
  .strictObject({ ...campaignFields, imageFile: imageFile.optional() })
  .refine(expiryNotBeforeStart.check, expiryNotBeforeStart.params);

export const campaignIdParamsSchema = z.strictObject({ id: idParamSchema });

export const campaignImageParamsSchema = z.strictObject({
  fileName: z.string().regex(campaignImageFilePattern),
});

/** The stored upload: the name to send as `imageFile`, and where the image is served. */
export const campaignImageSchema = z.object({ imageFile: z.string(), url: z.string() });

export type CurrentCampaign = z.infer<typeof currentCampaignSchema>;
export type CampaignDetail = z.infer<typeof campaignDetailSchema>;
export type Campaign = z.infer<typeof campaignSchema>;
export type CampaignCreate = z.infer<typeof campaignCreateSchema>;
export type CampaignUpdate = z.infer<typeof campaignUpdateSchema>;
export type CampaignImage = z.infer<typeof campaignImageSchema>;
