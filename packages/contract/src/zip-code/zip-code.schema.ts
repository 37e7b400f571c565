import { z } from "zod";

/** Message keys of the postal-code lookup (texts in the locales of server and web). */
export const ZipCodeMessages = {
  /** The spec's text for a code that is not 7 digits or has no address. */
  invalid: "zipCode.invalid",
} as const;

/** A Japanese postal code: 7 digits; a hyphen after the third and full-width digits are accepted. */
export const zipCodeSchema = z
  .string({ error: ZipCodeMessages.invalid })
  .trim()
  .transform((value) => value.normalize("NFKC").replace(/[-‐－ー]/g, ""))
  .pipe(z.string().regex(/^\d{7}$/, { error: ZipCodeMessages.invalid }));

export const zipCodeQuerySchema = z.strictObject({ zipCode: zipCodeSchema });

/**
 * One address of a postal code (Japan Post's data): a code may cover many towns, or even towns of
 * two prefectures. `address` is the whole line the form fills in; the building is typed after it.
 */
export const zipCodeAddressSchema = z.object({
  zipCode: z.string(),
  prefectureCode: z.string(),
  prefecture: z.string(),
  cityCode: z.string(),
  city: z.string(),
  /** The town (oaza); empty when the code covers a whole city. */
  town: z.string(),
  address: z.string(),
});

export type ZipCodeAddress = z.infer<typeof zipCodeAddressSchema>;
