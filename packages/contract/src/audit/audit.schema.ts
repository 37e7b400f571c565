import { z } from "zod";
import { loginMethods } from "../auth/auth.constants";
import { DateRanges, isoDateIn } from "../common/dates";
import { pagedSchema } from "../common/paging";
import { signInEvents } from "./audit.constants";

const isoDate = isoDateIn(DateRanges.picker);

/** Filters of the sign-in audit page; dates are YYYY-MM-DD, both ends included. */
export const signInAuditQuerySchema = z.strictObject({
  userId: z.string().trim().max(100).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
});

export const signInAuditEntrySchema = z.object({
  id: z.number().int(),
  occurredAt: z.string(),
  userId: z.string(),
  event: z.enum(signInEvents),
  method: z.enum(loginMethods),
  ipAddress: z.string(),
  userAgent: z.string(),
});

export const signInAuditPageSchema = pagedSchema(signInAuditEntrySchema);

export type SignInAuditQuery = z.infer<typeof signInAuditQuerySchema>;
export type SignInAuditEntry = z.infer<typeof signInAuditEntrySchema>;
