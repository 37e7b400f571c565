import { z } from "zod";
import { errorBodySchema } from "../common/errors";
import { noContentSchema } from "../common/paging";
import { defineRoute } from "../common/route";
import {
  campaignCreateSchema,
  campaignDetailSchema,
  campaignIdParamsSchema,
  campaignImageParamsSchema,
  campaignImageSchema,
  campaignSchema,
  campaignUpdateSchema,
  currentCampaignSchema,
} from "./campaign.schema";

const denied = { 401: errorBodySchema, 403: errorBodySchema };

export const campaignRoutes = {
  /** The campaign running now (started, not expired), or 204 when there is none. */
  current: defineRoute({
    method: "GET",
    path: "/api/campaign",
    access: "session",
    response: { 200: currentCampaignSchema, 204: noContentSchema, 403: errorBodySchema },
  }),
  /** One campaign in the user's language; employees see it once it has started. */
  detail: defineRoute({
    method: "GET",
    path: "/api/campaign/:id",
    access: "session",
    params: campaignIdParamsSchema,
    response: { 200: campaignDetailSchema, 404: errorBodySchema, 403: errorBodySchema },
  }),
  /** Every campaign, newest start first (HR and administrators). */
  list: defineRoute({
    method: "GET",
    path: "/api/campaigns",
    access: "session",
    response: { 200: z.array(campaignSchema), ...denied },
  }),
  create: defineRoute({
    method: "POST",
    path: "/api/campaigns",
    access: "session",
    body: campaignCreateSchema,
    response: { 200: campaignSchema, 400: errorBodySchema, ...denied },
  }),
  update: defineRoute({
    method: "PUT",
    path: "/api/campaigns/:id",
    access: "session",
    params: campaignIdParamsSchema,
    body: campaignUpdateSchema,
    response: { 200: campaignSchema, 400: errorBodySchema, 404: errorBodySchema, ...denied },
  }),
  remove: defineRoute({
    method: "DELETE",
    path: "/api/campaigns/:id",
    access: "session",
    params: campaignIdParamsSchema,
    response: { 204: noContentSchema, 404: errorBodySchema, ...denied },
  }),
  /**
   * multipart/form-data with one part `file`: a PNG, JPEG or WebP image of at most
   * CampaignLimits.imageMaxBytes, checked by its content. Answers the generated file name.
   */
  uploadImage: defineRoute({
    method: "POST",
    path: "/api/campaigns/images",
    access: "session",
    response: {
      200: campaignImageSchema,
      400: errorBodySchema,
      413: errorBodySchema,
      429: errorBodySchema,
      ...denied,
    },
  }),
  /** A stored banner image (the bytes, with its own content type); public, see decision 013. */
  image: defineRoute({
    method: "GET",
    path: "/api/campaigns/images/:fileName",
    access: "public",
    params: campaignImageParamsSchema,
    response: { 200: z.unknown(), 404: errorBodySchema },
  }),
};
