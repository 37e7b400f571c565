import type { Generated } from "kysely";

export interface MailMessagesTable {
  id: Generated<number>;
  recipientId: number | null;
  toAddress: string;
  template: string;
  language: string;
  subject: string;
  textBody: string;
  htmlBody: string;
  /** JSON: [{ fileName, contentType, size }]; the bytes went with the e-mail and are not kept. */
  attachments: Generated<string>;
  /** outbox, sent or failed. */
  status: string;
  error: string | null;
  createdAt: string;
  sentAt: string | null;
}
