import type { AppLanguage } from "@portal/contract/common/culture";
import type { MailStatus, MailTemplate } from "@portal/contract/mail/mail.constants";

export interface MailAttachment {
  fileName: string;
  contentType: string;
  content: Buffer;
}

/** One e-mail to write from a template in the recipient's language. */
export interface OutgoingMail {
  /** The employee it goes to, when it does (the outbox shows their name). */
  recipientId: number | null;
  to: string;
  template: MailTemplate;
  language: AppLanguage;
  /** The template's values (names, dates, amounts, links). */
  params: Record<string, string | number>;
  attachments?: MailAttachment[];
}

/**
 * Writes e-mail (decision 030): records every message, then sends it over SMTP when SMTP_URL is
 * set (status sent or failed) or leaves it in the outbox (status outbox).
 */
export interface Mailer {
  send(mail: OutgoingMail): Promise<{ id: number; status: MailStatus }>;
  close(): Promise<void>;
}
