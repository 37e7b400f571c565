import { z } from "zod";

/**
 * Bounds of an error body, whatever the request held: at most this many field errors (the first
 * ones found), field names and messages cut to these lengths (a field name can be a key the
 * client sent).
 */
export const ErrorBodyLimits = {
  maxErrors: 50,
  maxFieldLength: 200,
  maxMessageLength: 500,
} as const;

/** Messages any schema may use; `tooLong` says the limit (the schema's maximum). */
export const CommonMessages = { tooLong: "common.tooLong" } as const;

/** One problem with one input field. */
export const fieldErrorSchema = z.object({
  field: z.string().max(ErrorBodyLimits.maxFieldLength),
  errorMessage: z.string().max(ErrorBodyLimits.maxMessageLength),
});

/** The body of every 4xx/5xx answer: a message in the user's language and the field problems. */
export const errorBodySchema = z.object({
  message: z.string().max(ErrorBodyLimits.maxMessageLength),
  errors: z.array(fieldErrorSchema).max(ErrorBodyLimits.maxErrors),
});

export type FieldError = z.infer<typeof fieldErrorSchema>;
export type ErrorBody = z.infer<typeof errorBodySchema>;
