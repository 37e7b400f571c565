import type { AppLanguage } from "@portal/contract/common/culture";
import type { MailTemplate } from "@portal/contract/mail/mail.constants";
import type { AppDeps } from "../../app-deps";
import { activeStatus } from "../../lib/employee-status";
import { languageOfNationality } from "../../lib/nationality-language";
import { nameForLanguage } from "../../lib/person-name";
import * as mails from "./mail.repository";
import type { MailAttachment } from "./mailer";

/** An employee an e-mail goes to, as the template's values are made for them. */
export interface MailRecipient {
  id: number;
  /** Their full name as written in their language. */
  name: string;
  language: AppLanguage;
}

/** What became of the e-mails to a list of employees. */
export interface MailCounts {
  sent: number;
  failed: number;
  outbox: number;
  /** Employees not written to: gone, inactive or without an e-mail address. */
  skipped: number;
}

/** The employees' rows are read this many at a time. */
const readBatch = 500;

/**
 * The language an employee's e-mail is written in: the one they last used in the portal, else
 * Japanese for Japanese nationals and English for everyone else.
 */
export function mailLanguageOf(employee: { preferredLanguage: string | null; nationality: string | null }) {
  if (employee.preferredLanguage === "en" || employee.preferredLanguage === "ja") {
    return employee.preferredLanguage;
  }
  return languageOfNationality(employee.nationality) === "ja" ? "ja" : "en";
}

function nameIn(row: mails.RecipientRow, language: AppLanguage): string {
  return nameForLanguage(language, row.fullNameJp, row.fullName || row.displayName);
}

/**
 * Writes a template to each of these employees (once each), in their language. Inactive employees
 * and those without an e-mail address are skipped. The template's values come from `params` for
 * each recipient, with `recipientName` (their name) added unless `params` gives it. A send that
 * fails is counted, not thrown.
 */
export async function mailEmployees(
  deps: AppDeps,
  recipients: readonly number[],
  template: MailTemplate,
  params: (recipient: MailRecipient) => Record<string, string | number>,
  attachments?: MailAttachment[],
): Promise<MailCounts> {
  const ids = [...new Set(recipients)];
  const counts: MailCounts = { sent: 0, failed: 0, outbox: 0, skipped: 0 };
  for (let start = 0; start < ids.length; start += readBatch) {
    const batch = ids.slice(start, start + readBatch);
    const rows = await mails.findRecipients(deps.db, batch, activeStatus);
    counts.skipped += batch.length - rows.length;
    for (const row of rows) {
      const address = row.email.trim();
      if (!address) {
        counts.skipped++;
        continue;
      }
      const language = mailLanguageOf(row);
      const recipient: MailRecipient = { id: row.id, name: nameIn(row, language), language };
      const { status } = await deps.mailer.send({
        recipientId: row.id,
        to: address,
        template,
        language,
        params: { recipientName: recipient.name, ...params(recipient) },
        attachments,
      });
      counts[status]++;
    }
  }
  return counts;
}
