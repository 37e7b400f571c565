import {
  CampaignLimits,
  campaignImageExtensions,
  campaignImageMimeTypes,
} from "@portal/contract/campaign/campaign.constants";
import type { Campaign } from "@portal/contract/campaign/campaign.schema";

/** What the campaign form holds; `image` is a newly chosen file (null keeps the current one). */
export interface CampaignFormValues {
  titleEn: string;
  titleJa: string;
  contentEn: string;
  contentJa: string;
  startDate: string;
  expiredDate: string;
  image: File | null;
}

export type CampaignFormField = keyof CampaignFormValues;

/** A problem with one field: a key of the `campaign:form.errors` texts and its values. */
export interface FormProblem {
  key:
    | "required"
    | "tooLong"
    | "date"
    | "expiryBeforeStart"
    | "imageRequired"
    | "imageType"
    | "imageTooLarge";
  values?: Record<string, number>;
}

export type CampaignFormProblems = Partial<Record<CampaignFormField, FormProblem>>;

export const maxImageMegabytes = CampaignLimits.imageMaxBytes / (1024 * 1024);

const textFields = ["titleEn", "titleJa", "contentEn", "contentJa"] as const;

export function initialFormValues(campaign?: Campaign): CampaignFormValues {
  return {
    titleEn: campaign?.titleEn ?? "",
    titleJa: campaign?.titleJa ?? "",
    contentEn: campaign?.contentEn ?? "",
    contentJa: campaign?.contentJa ?? "",
    startDate: campaign?.startDate ?? "",
    expiredDate: campaign?.expiredDate ?? "",
    image: null,
  };
}

/** The texts without surrounding spaces (spec: text fields are trimmed). */
export function trimFormValues(values: CampaignFormValues): CampaignFormValues {
  const trimmed = { ...values };
  for (const field of textFields) trimmed[field] = values[field].trim();
  return trimmed;
}

const isDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);
const acceptedExtensions: readonly string[] = campaignImageExtensions;
const acceptedTypes: readonly string[] = campaignImageMimeTypes;

function imageProblem(image: File | null, isNew: boolean): FormProblem | undefined {
  if (!image) return isNew ? { key: "imageRequired" } : undefined;
  const extension = image.name.includes(".") ? image.name.slice(image.name.lastIndexOf(".") + 1) : "";
  const isAccepted =
    acceptedExtensions.includes(extension.toLowerCase()) &&
    (!image.type || acceptedTypes.includes(image.type));
  if (!isAccepted) return { key: "imageType" };
  if (image.size > CampaignLimits.imageMaxBytes) {
    return { key: "imageTooLarge", values: { maxMegabytes: maxImageMegabytes } };
  }
  return undefined;
}

/**
 * The form's rules, the contract's as the user sees them before anything is sent: titles and
 * contents required and bounded, two dates with the expiry not before the start, and a PNG,
 * JPEG or WebP image of at most 2 MB (required for a new campaign). The server checks again.
 */
export function validateCampaignForm(values: CampaignFormValues, isNew: boolean): CampaignFormProblems {
  const problems: CampaignFormProblems = {};
  for (const field of textFields) {
    const max = field.startsWith("title") ? CampaignLimits.titleMaxLength : CampaignLimits.contentMaxLength;
    if (values[field].trim() === "") problems[field] = { key: "required" };
    else if (values[field].trim().length > max) problems[field] = { key: "tooLong", values: { max } };
  }
  if (!isDate(values.startDate)) problems.startDate = { key: "date" };
  if (!isDate(values.expiredDate)) problems.expiredDate = { key: "date" };
  else if (isDate(values.startDate) && values.expiredDate < values.startDate) {
    problems.expiredDate = { key: "expiryBeforeStart" };
  }
  const image = imageProblem(values.image, isNew);
  if (image) problems.image = image;
  return problems;
}

/** The form field a server field error belongs to (the upload's `file` and `imageFile` are the image). */
export function formFieldOf(serverField: string): CampaignFormField | undefined {
  if (serverField === "file" || serverField === "imageFile") return "image";
  return (textFields as readonly string[]).includes(serverField) ||
    serverField === "startDate" ||
    serverField === "expiredDate"
    ? (serverField as CampaignFormField)
    : undefined;
}
