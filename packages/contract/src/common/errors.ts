import { z } from "zod";

/** One problem with one input field. */
export const fieldErrorSchema = z.object({
  field: z.string(),
  errorMessage: z.string(),
});

/** The body of every 4xx/5xx answer: a message in the user's language and the field problems. */
export const errorBodySchema = z.object({
  message: z.string(),
  errors: z.array(fieldErrorSchema),
});

export type FieldError = z.infer<typeof fieldErrorSchema>;
export type ErrorBody = z.infer<typeof errorBodySchema>;
