import type { AppLanguage } from "@portal/contract/common/culture";
import type { Insertable } from "kysely";
import type { Db } from "../../db/database";
import type { MailMessagesTable } from "./mail.table";

export async function create(db: Db, values: Insertable<MailMessagesTable>): Promise<number> {
  const row = await db.insertInto("mailMessages").values(values).returning("id").executeTakeFirstOrThrow();
  return row.id;
}

export function markSent(db: Db, id: number, sentAt: string) {
  return db
    .updateTable("mailMessages")
    .set({ status: "sent", sentAt, error: null })
    .where("id", "=", id)
    .execute();
}

export function markFailed(db: Db, id: number, error: string) {
  return db.updateTable("mailMessages").set({ status: "failed", error }).where("id", "=", id).execute();
}

function withRecipient(db: Db) {
  return db
    .selectFrom("mailMessages")
    .leftJoin("employees", "employees.id", "mailMessages.recipientId")
    .select([
      "mailMessages.id",
      "mailMessages.toAddress",
      "employees.displayName as toName",
      "mailMessages.subject",
      "mailMessages.template",
      "mailMessages.language",
      "mailMessages.status",
      "mailMessages.createdAt",
      "mailMessages.sentAt",
      "mailMessages.error",
      "mailMessages.attachments",
    ]);
}

/** A page of every recorded message, newest first. */
export function findPage(db: Db, page: { offset: number; limit: number }) {
  return withRecipient(db)
    .orderBy("mailMessages.createdAt", "desc")
    .orderBy("mailMessages.id", "desc")
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}

export type MailSummaryRow = Awaited<ReturnType<typeof findPage>>[number];

export async function count(db: Db): Promise<number> {
  const row = await db
    .selectFrom("mailMessages")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function findById(db: Db, id: number) {
  return withRecipient(db)
    .select(["mailMessages.textBody", "mailMessages.htmlBody"])
    .where("mailMessages.id", "=", id)
    .executeTakeFirst();
}

export type MailMessageRow = NonNullable<Awaited<ReturnType<typeof findById>>>;

/** The employees e-mail may go to: active ones among these, with what their language is read from. */
export function findRecipients(db: Db, employeeIds: readonly number[], activeStatus: number) {
  return db
    .selectFrom("employees")
    .select(["id", "email", "fullName", "fullNameJp", "displayName", "nationality", "preferredLanguage"])
    .where("id", "in", [...employeeIds])
    .where("status", "=", activeStatus)
    .orderBy("id")
    .execute();
}

export type RecipientRow = Awaited<ReturnType<typeof findRecipients>>[number];

/** Records the language an employee uses, in one statement that writes only when it changed. */
export function recordPreferredLanguage(db: Db, employeeId: number, language: AppLanguage) {
  return db
    .updateTable("employees")
    .set({ preferredLanguage: language })
    .where("id", "=", employeeId)
    .where((eb) => eb.or([eb("preferredLanguage", "is", null), eb("preferredLanguage", "<>", language)]))
    .execute();
}
