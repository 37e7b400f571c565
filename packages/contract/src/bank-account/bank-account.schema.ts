import { z } from "zod";
import { DateRanges, isoDateIn } from "../common/dates";
import { idSchema } from "../common/ids";

/** Message keys of the bank and branch master data (texts in the locales of the server). */
export const BankAccountMessages = {
  /** A bank code that is not 4 digits. */
  bankCodeInvalid: "bankAccount.bankCodeInvalid",
  /** A 4-digit bank code that is not in the Zengin data. */
  bankNotFound: "bankAccount.bankNotFound",
  /** A search text longer than the form allows. */
  searchTooLong: "bankAccount.searchTooLong",
} as const;

/** The most banks a search answers (without a search every bank is answered). */
export const bankSearchLimit = 50;

/** A Zengin bank code: 4 digits (full-width digits are accepted). */
export const bankCodeSchema = z
  .string({ error: BankAccountMessages.bankCodeInvalid })
  .trim()
  .transform((value) => value.normalize("NFKC"))
  .pipe(z.string().regex(/^\d{4}$/, { error: BankAccountMessages.bankCodeInvalid }));

/** The optional search of both calls; an empty search is no search. */
const searchSchema = z
  .string()
  .trim()
  .max(100, { error: BankAccountMessages.searchTooLong })
  .optional()
  .transform((value) => value || undefined);

/** GET getBanks?search: bank name, kana (katakana or hiragana, full- or half-width), romaji or code prefix. */
export const bankQuerySchema = z.strictObject({ search: searchSchema });

/** GET getBranches/:bankCode?search: branch name, kana or code prefix. */
export const branchParamsSchema = z.strictObject({ bankCode: bankCodeSchema });
export const branchQuerySchema = z.strictObject({ search: searchSchema });

/**
 * One bank of the Zengin data. Names are as the data has them: without the "銀行" suffix
 * (0001 is "みずほ"); `kana` is the katakana of transfers (no small kana: "ミツビシユ－エフジエイ").
 */
export const bankSchema = z.object({
  code: z.string(),
  name: z.string(),
  kana: z.string(),
  hira: z.string().optional(),
  roma: z.string().optional(),
});

/** One branch of a bank: a 3-digit code, its name and kana. */
export const branchSchema = z.object({
  code: z.string(),
  name: z.string(),
  kana: z.string(),
});

export type Bank = z.infer<typeof bankSchema>;
export type Branch = z.infer<typeof branchSchema>;

/** Account categories of a Japanese bank account (Zengin codes): 1 ordinary, 2 current, 4 savings. */
export const accountCategories = [1, 2, 4] as const;
export type AccountCategory = (typeof accountCategories)[number];

/**
 * The spec's special banks (0001 Mizuho, 0005 MUFG): the company's payroll banks, whose accounts
 * HR checks with the bank itself. An account at any other bank needs an evidence file (a photo of
 * the passbook or cash card showing the holder and number); docs/decisions/024.
 */
export const payrollBankCodes = ["0001", "0005"] as const;

/** Whether an account at this bank may be requested without an evidence file. */
export function isPayrollBank(bankCode: string): boolean {
  return (payrollBankCodes as readonly string[]).includes(bankCode);
}

/** Message keys of the bank-account change request. */
export const BankAccountRequestMessages = {
  branchCodeInvalid: "bankAccount.branchCodeInvalid",
  branchNotFound: "bankAccount.branchNotFound",
  categoryInvalid: "bankAccount.categoryInvalid",
  accountNumberInvalid: "bankAccount.accountNumberInvalid",
  accountNameRequired: "bankAccount.accountNameRequired",
  accountNameInvalid: "bankAccount.accountNameInvalid",
  bankAccountJsonInvalid: "bankAccount.bankAccountJsonInvalid",
  noAccountToDelete: "bankAccount.noAccountToDelete",
  evidenceRequired: "bankAccount.evidenceRequired",
} as const;

/**
 * The holder name as banks require it: half-width katakana, digits, upper-case letters, space and
 * the few symbols of transfers. Full-width input (katakana, letters, the ideographic space) is
 * converted first, so "ヤマダ　タロウ" is accepted as "ﾔﾏﾀﾞ ﾀﾛｳ".
 */
export const accountNamePattern = /^[ｦ-ﾟ0-9A-Z ().,\-/]+$/;

/** The bankAccount JSON part of updateBankAccountRequest (the spec's fields). */
export const bankAccountRequestSchema = z.strictObject({
  /** The pending request this edits (its files already uploaded are kept); absent for a new one. */
  id: idSchema.optional(),
  bankCode: bankCodeSchema,
  branchCode: z
    .string({ error: BankAccountRequestMessages.branchCodeInvalid })
    .trim()
    .transform((value) => value.normalize("NFKC"))
    .pipe(z.string().regex(/^\d{3}$/, { error: BankAccountRequestMessages.branchCodeInvalid })),
  /** Sent by other clients; the names always come from the Zengin data, so these are ignored. */
  bankName: z.string().max(100).optional(),
  branchName: z.string().max(100).optional(),
  accountCategory: z.literal(accountCategories, { error: BankAccountRequestMessages.categoryInvalid }),
  accountName: z
    .string({ error: BankAccountRequestMessages.accountNameRequired })
    .trim()
    .min(1, { error: BankAccountRequestMessages.accountNameRequired })
    .max(40, { error: BankAccountRequestMessages.accountNameInvalid }),
  accountNumber: z
    .string({ error: BankAccountRequestMessages.accountNumberInvalid })
    .trim()
    .transform((value) => value.normalize("NFKC"))
    .pipe(z.string().regex(/^\d{7}$/, { error: BankAccountRequestMessages.accountNumberInvalid })),
  reason: z.string().trim().max(500).optional(),
  /** The day the new account should be used from (default: today). */
  effectiveDate: isoDateIn(DateRanges.picker).optional(),
  /** Evidence files of the edited request to keep (the others are removed). */
  evidences: z.array(z.strictObject({ id: idSchema })).optional(),
});

/** The bankAccount JSON part of deleteBankAccountRequest. */
export const bankAccountDeleteRequestSchema = z.strictObject({
  reason: z.string().trim().max(500).optional(),
  effectiveDate: isoDateIn(DateRanges.picker).optional(),
});

/** The account in use (as approved), with names from the Zengin data. */
export const bankAccountSchema = z.object({
  bankCode: z.string(),
  bankName: z.string(),
  branchCode: z.string(),
  branchName: z.string(),
  accountCategory: z.literal(accountCategories),
  accountName: z.string(),
  accountNumber: z.string(),
  /** Since when it is used. */
  effectiveDate: z.string(),
});

export type BankAccountRequest = z.output<typeof bankAccountRequestSchema>;
export type BankAccount = z.infer<typeof bankAccountSchema>;
