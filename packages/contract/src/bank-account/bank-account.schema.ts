import { z } from "zod";

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
