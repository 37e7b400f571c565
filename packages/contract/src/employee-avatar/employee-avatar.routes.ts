import { z } from "zod";
import { errorBodySchema } from "../common/errors";
import { defineRoute } from "../common/route";
import { avatarImageParamsSchema, avatarUrlSchema } from "./employee-avatar.schema";

const base = "/api/employeeAvatar";
const denied = { 401: errorBodySchema, 403: errorBodySchema };

/** The signed-in employee's profile photo (docs/decisions/021-avatars.md). */
export const employeeAvatarRoutes = {
  /**
   * multipart/form-data with one part `file`: a PNG, JPEG, WebP or HEIF/HEIC photo of at most
   * AvatarLimits.maxBytes, checked by its content and stored as a 256×256 WebP without metadata.
   * Replaces any earlier photo; answers the new image's URL as text.
   */
  uploadAvatar: defineRoute({
    method: "POST",
    path: `${base}/uploadAvatar`,
    access: "session",
    response: {
      200: avatarUrlSchema,
      400: errorBodySchema,
      413: errorBodySchema,
      429: errorBodySchema,
      ...denied,
    },
  }),
  /** The caller's avatar URL as text (the profile's avatarURL); empty when they have none. */
  getAvatar: defineRoute({
    method: "GET",
    path: `${base}/getAvatar`,
    access: "session",
    response: { 200: avatarUrlSchema, ...denied },
  }),
  /**
   * The image bytes. Public (an <img> sends no bearer token): the version in the URL is an HMAC
   * only the server can make, and changes with every upload.
   */
  image: defineRoute({
    method: "GET",
    path: `${base}/:employeeId/:version`,
    access: "public",
    params: avatarImageParamsSchema,
    credentials: ["version"],
    response: { 200: z.unknown(), 400: errorBodySchema, 404: errorBodySchema },
  }),
};
