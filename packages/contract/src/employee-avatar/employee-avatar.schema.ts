import { z } from "zod";
import { idParamSchema } from "../common/ids";

/**
 * The caller's avatar as text: the image's URL (/api/employeeAvatar/{employeeId}/{version}), or
 * an empty text when they have none (an empty body reads as "").
 */
export const avatarUrlSchema = z.string().default("");

/** The image URL's parts: the employee and the unguessable version of their current photo. */
export const avatarImageParamsSchema = z.strictObject({
  employeeId: idParamSchema,
  version: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
});
