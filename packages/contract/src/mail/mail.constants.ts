/**
 * E-mail (decision 030): with SMTP_URL the portal sends over SMTP; without it, messages stay in the
 * outbox that administrators read in the portal. Every message is recorded either way.
 */
export const mailStatuses = [
  /** Kept in the outbox: no SMTP server is configured. */
  "outbox",
  /** Accepted by the SMTP server. */
  "sent",
  /** The SMTP server refused it or could not be reached. */
  "failed",
] as const;
export type MailStatus = (typeof mailStatuses)[number];

/** The templates the portal writes, each in en and ja, plain text and HTML. */
export const mailTemplates = ["passExpiry", "decisionReminder", "payrollReport", "leaveObligation"] as const;
export type MailTemplate = (typeof mailTemplates)[number];

export const MailLimits = {
  outboxPageSize: 20,
} as const;
