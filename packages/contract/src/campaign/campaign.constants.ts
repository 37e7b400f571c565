/** Message keys of the campaign feature (texts live in the locales of server and web). */
export const CampaignMessages = {
  expiryBeforeStart: "campaign.expiryBeforeStart",
  imageRequired: "campaign.imageRequired",
  imageType: "campaign.imageType",
  imageTooLarge: "campaign.imageTooLarge",
  imageMissing: "campaign.imageMissing",
} as const;

/** Limits of a campaign and of its banner image. */
export const CampaignLimits = {
  titleMaxLength: 200,
  contentMaxLength: 10_000,
  /** Largest banner image upload, in bytes (2 MiB). */
  imageMaxBytes: 2 * 1024 * 1024,
} as const;

/** File name extensions an uploaded banner may have (raster images only, never SVG). */
export const campaignImageExtensions = ["png", "jpg", "jpeg", "webp"] as const;

/** MIME types of the accepted banner images, e.g. for a file input's `accept`. */
export const campaignImageMimeTypes = ["image/png", "image/jpeg", "image/webp"] as const;

/**
 * The name the server gives a stored banner: 32 random hex digits and the extension of the
 * detected type. The client's file name is never used.
 */
export const campaignImageFilePattern = /^[a-f0-9]{32}\.(png|jpg|webp)$/;

/** Where stored banners are served (GET, public: the random name is the capability). */
export const campaignImagePathPrefix = "/api/campaigns/images/";

/** A campaign relative to today: not started yet, running, or past its expiry date. */
export const campaignStatuses = ["scheduled", "running", "expired"] as const;
export type CampaignStatus = (typeof campaignStatuses)[number];
