import { z } from "zod";

/**
 * Message keys of the shared validation rules (shell spec §5). The last segment is the spec's
 * error key; the web keeps the texts under `validation` in its common namespace.
 */
export const ValidationMessages = {
  validateEmail: "validation.validateEmail",
  passwordsEqual: "validation.passwordsEqual",
} as const;

/** Longest e-mail address a mailbox can have (RFC 5321 path limit less the angle brackets). */
export const emailMaxLength = 254;

const atom = "[a-z0-9!#$%&'*+/=?^_`{|}~-]+";
const label = "[a-z0-9](?:[a-z0-9-]*[a-z0-9])?";

/**
 * A standard address: dot-separated atoms of letters, digits and the allowed symbols (at most 64
 * characters), one @, and a dotted domain whose last label starts with a letter; case-insensitive.
 */
export const emailPattern = new RegExp(
  `^(?=[^@]{1,64}@)${atom}(?:\\.${atom})*@(?:${label}\\.)+[a-z](?:[a-z0-9-]*[a-z0-9])?$`,
  "i",
);

/** An e-mail address, trimmed; anything else fails with the validateEmail key. */
export const emailSchema = z
  .string({ error: ValidationMessages.validateEmail })
  .trim()
  .max(emailMaxLength, { error: ValidationMessages.validateEmail })
  .regex(emailPattern, { error: ValidationMessages.validateEmail });

/**
 * Object check: the two named password fields must be equal, else passwordsEqual on the second.
 * It runs even when other fields fail, so the form shows every problem at once.
 * Use: `z.object({ password, confirmPassword }).check(passwordsEqual("password", "confirmPassword"))`.
 */
export function passwordsEqual<K extends string>(password: K, confirmation: K) {
  return z.refine<Record<K, unknown>>((value) => value[password] === value[confirmation], {
    path: [confirmation],
    error: ValidationMessages.passwordsEqual,
    when: ({ value }) => {
      const fields = value as Partial<Record<K, unknown>> | null;
      return typeof fields?.[password] === "string" && typeof fields[confirmation] === "string";
    },
  });
}
