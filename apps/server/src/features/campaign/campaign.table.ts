import type { Generated } from "kysely";

export interface CampaignsTable {
  id: Generated<number>;
  /** Same-origin URL of the banner: an upload under /api/campaigns/images/ or a demo asset. */
  imageUrl: string;
  titleEn: string;
  titleJa: string;
  contentEn: string;
  contentJa: string;
  /** YYYY-MM-DD, first day the banner runs. */
  startDate: string;
  /** YYYY-MM-DD, last day the banner runs. */
  expiredDate: string;
  createdAt: string;
  updatedAt: string;
}
