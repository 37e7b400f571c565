import type { MailStatus, MailTemplate } from "@portal/contract/mail/mail.constants";
import type { MailMessage, MailSummary } from "@portal/contract/mail/mail.schema";
import type { MailMessageRow, MailSummaryRow } from "./mail.repository";

/** What the attachments column holds for each file (the bytes went with the e-mail only). */
export interface StoredAttachment {
  fileName: string;
  contentType: string;
  size: number;
}

function attachmentNames(json: string): string[] {
  try {
    const files: unknown = JSON.parse(json);
    return Array.isArray(files) ? files.map((file: Partial<StoredAttachment>) => String(file.fileName)) : [];
  } catch {
    return [];
  }
}

export function toMailSummary(row: MailSummaryRow): MailSummary {
  return {
    id: row.id,
    to: row.toAddress,
    toName: row.toName ?? null,
    subject: row.subject,
    template: row.template as MailTemplate,
    language: row.language === "ja" ? "ja" : "en",
    status: row.status as MailStatus,
    createdAt: row.createdAt,
    sentAt: row.sentAt,
    error: row.error,
    attachments: attachmentNames(row.attachments),
  };
}

export function toMailMessage(row: MailMessageRow): MailMessage {
  return { ...toMailSummary(row), text: row.textBody, html: row.htmlBody };
}
