import type { AppLanguage } from "@portal/contract/common/culture";
import type { Paged } from "@portal/contract/common/paging";
import type { MailStatus } from "@portal/contract/mail/mail.constants";
import type { MailMessage, MailSummary } from "@portal/contract/mail/mail.schema";
import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";
import type { AppDeps } from "../../app-deps";
import type { Config } from "../../config/env";
import type { Db } from "../../db/database";
import { AppError } from "../../lib/app-error";
import type { Clock } from "../../lib/clock";
import { requireRole } from "../auth/roles";
import type { SessionClaims } from "../auth/token";
import { type StoredAttachment, toMailMessage, toMailSummary } from "./mail.presenter";
import * as mails from "./mail.repository";
import { renderMail } from "./mail-templates";
import type { Mailer, OutgoingMail } from "./mailer";

/** The longest error text kept with a failed message. */
const errorLength = 1000;

function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, errorLength) || "unknown error";
}

/**
 * The portal's mailer (decision 030): writes the template in the recipient's language, records the
 * message, then sends it over SMTP when SMTP_URL is set (status sent, or failed with the error: a
 * refused send never throws) or leaves it in the outbox. The transport is created once.
 */
export function createMailer(options: {
  config: Config;
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
}): Mailer {
  const { config, db, clock, log } = options;
  const transport = config.mail.smtpUrl
    ? nodemailer.createTransport(config.mail.smtpUrl, { from: config.mail.from })
    : undefined;

  return {
    async send(mail: OutgoingMail): Promise<{ id: number; status: MailStatus }> {
      const attachments = mail.attachments ?? [];
      const rendered = renderMail(mail.template, mail.language, mail.params, {
        productTitle: config.productTitle,
        attachmentCount: attachments.length,
      });
      const stored: StoredAttachment[] = attachments.map((file) => ({
        fileName: file.fileName,
        contentType: file.contentType,
        size: file.content.length,
      }));
      const id = await mails.create(db, {
        recipientId: mail.recipientId,
        toAddress: mail.to,
        template: mail.template,
        language: mail.language,
        subject: rendered.subject,
        textBody: rendered.text,
        htmlBody: rendered.html,
        attachments: JSON.stringify(stored),
        status: "outbox",
        createdAt: clock.now().toISOString(),
      });
      if (!transport) return { id, status: "outbox" };

      try {
        await transport.sendMail({
          to: mail.to,
          subject: rendered.subject,
          text: rendered.text,
          html: rendered.html,
          attachments: attachments.map((file) => ({
            filename: file.fileName,
            contentType: file.contentType,
            content: file.content,
          })),
        });
      } catch (error) {
        const message = errorText(error);
        log.warn({ mailId: id, template: mail.template, error: message }, "e-mail could not be sent");
        await mails.markFailed(db, id, message);
        return { id, status: "failed" };
      }
      await mails.markSent(db, id, clock.now().toISOString());
      return { id, status: "sent" };
    },
    async close(): Promise<void> {
      transport?.close();
    },
  };
}

/** The outbox for administrators: every message the portal wrote, newest first. */
export async function listOutbox(
  deps: AppDeps,
  session: SessionClaims,
  page: { page: number; size: number },
): Promise<Paged<MailSummary>> {
  await requireRole(deps, session.employeeId, "administrator");
  const [rows, totalCount] = await Promise.all([
    mails.findPage(deps.db, { offset: (page.page - 1) * page.size, limit: page.size }),
    mails.count(deps.db),
  ]);
  return { data: rows.map(toMailSummary), totalCount };
}

/** One message whole, for administrators; 404 when there is none. */
export async function readMessage(deps: AppDeps, session: SessionClaims, id: number): Promise<MailMessage> {
  await requireRole(deps, session.employeeId, "administrator");
  const row = await mails.findById(deps.db, id);
  if (!row) throw AppError.notFound();
  return toMailMessage(row);
}

/** Remembers the language an employee uses the portal in (their e-mail is written in it). */
export async function recordLanguage(
  deps: AppDeps,
  employeeId: number,
  language: AppLanguage,
): Promise<void> {
  await mails.recordPreferredLanguage(deps.db, employeeId, language);
}
