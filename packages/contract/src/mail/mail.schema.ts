import { z } from "zod";
import { idParamSchema } from "../common/ids";
import { pagedSchema } from "../common/paging";
import { mailStatuses, mailTemplates } from "./mail.constants";

export const mailParamsSchema = z.strictObject({ id: idParamSchema });

/** One recorded e-mail, as the outbox lists it. */
export const mailSummarySchema = z.object({
  id: z.number().int(),
  to: z.string(),
  /** The recipient's display name, when the message went to an employee. */
  toName: z.string().nullable(),
  subject: z.string(),
  template: z.enum(mailTemplates),
  language: z.enum(["en", "ja"]),
  status: z.enum(mailStatuses),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  error: z.string().nullable(),
  /** File names of its attachments. */
  attachments: z.array(z.string()),
});

/** One message whole: both bodies. */
export const mailMessageSchema = mailSummarySchema.extend({
  text: z.string(),
  html: z.string(),
});

export const mailPageSchema = pagedSchema(mailSummarySchema);

export type MailSummary = z.infer<typeof mailSummarySchema>;
export type MailMessage = z.infer<typeof mailMessageSchema>;
