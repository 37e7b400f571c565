import type { AppLanguage } from "@portal/contract/common/culture";
import { ErrorBodyLimits, type FieldError } from "@portal/contract/common/errors";
import type { FastifySchemaCompiler } from "fastify";
import { type ZodError, type ZodType, z } from "zod";
import { isMessageKey, translate } from "../lib/i18n";

/** A request part (body, querystring, params) that did not match its contract schema. */
export class RequestValidationError extends Error {
  readonly statusCode = 400;
  constructor(readonly zodError: ZodError) {
    super("Request validation failed");
    this.name = "RequestValidationError";
  }
}

/**
 * Validates with the contract's zod schema as it is: no type coercion of bodies, and strict
 * objects reject unknown fields. Inputs are kept on the issues so they can be translated later.
 * Text holding a NUL character is refused too, in every field and key: it means nothing to a
 * reader, and PostgreSQL refuses it even in a query's parameter (fields that keep free text,
 * comments and help pages, drop NULs in their schema first).
 */
export const zodValidatorCompiler: FastifySchemaCompiler<ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data, { reportInput: true });
    if (!result.success) return { error: new RequestValidationError(result.error) };
    const path = nulTextPath(result.data);
    if (!path) return { value: result.data };
    const issue = { code: "custom" as const, path, message: "common.invalidRequest", input: undefined };
    return { error: new RequestValidationError(new z.ZodError([issue])) };
  };

/** Where the value holds a text (or an object key) with a NUL character, if anywhere. */
function nulTextPath(value: unknown, path: (string | number)[] = []): (string | number)[] | undefined {
  if (typeof value === "string") return value.includes("\u0000") ? path : undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = nulTextPath(item, [...path, index]);
      if (found) return found;
    }
  } else if (value !== null && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      const found = key.includes("\u0000") ? [...path, key] : nulTextPath(item, [...path, key]);
      if (found) return found;
    }
  }
  return undefined;
}

const zodLocales: Record<AppLanguage, () => { localeError: (issue: never) => unknown }> = {
  en: z.locales.en,
  ja: z.locales.ja,
};

/** A text cut to `max` characters (a last one marking the cut), whole code points only. */
function bounded(text: string, max: number): string {
  if (text.length <= max) return text;
  const kept = [...text.slice(0, max - 1)];
  // A surrogate pair split at the cut would leave half a character.
  if (/[\ud800-\udbff]$/.test(kept.at(-1) ?? "")) kept.pop();
  return `${kept.join("")}…`;
}

/**
 * The field errors as an answer may carry them: at most `ErrorBodyLimits.maxErrors`, field names
 * and messages cut to their limits (a field name can be a key the client sent).
 */
export function boundedFieldErrors(errors: readonly FieldError[]): FieldError[] {
  const { maxErrors, maxFieldLength, maxMessageLength } = ErrorBodyLimits;
  return errors.slice(0, maxErrors).map(({ field, errorMessage }) => ({
    field: bounded(field, maxFieldLength),
    errorMessage: bounded(errorMessage, maxMessageLength),
  }));
}

/**
 * Turns zod issues into the contract's field errors, in the user's language: one error per
 * unknown key (saying so, not listing the others), no more than an answer carries. However large
 * the request, the work and the body stay small.
 */
export function toFieldErrors(error: ZodError, language: AppLanguage, part: string): FieldError[] {
  const { maxErrors, maxFieldLength } = ErrorBodyLimits;
  const locale = zodLocales[language]();
  const errors: FieldError[] = [];
  for (const issue of error.issues) {
    // A path can be as long as the client made it: only its first part can be shown.
    const path = bounded(issue.path.map(String).join("."), maxFieldLength);
    if (issue.code === "unrecognized_keys") {
      const errorMessage = translate(language, "common.unknownField");
      for (const key of issue.keys.slice(0, maxErrors - errors.length)) {
        errors.push({ field: path ? `${path}.${bounded(key, maxFieldLength)}` : key, errorMessage });
      }
    } else {
      const errorMessage = isMessageKey(issue.message)
        ? translate(language, issue.message, messageParams(issue))
        : (localeMessage(locale, issue) ?? issue.message);
      errors.push({ field: path || part, errorMessage });
    }
    if (errors.length >= maxErrors) break;
  }
  return boundedFieldErrors(errors);
}

/** What a message may name: a custom issue's params, a limit's bound ({{max}}, {{min}}). */
function messageParams(issue: ZodError["issues"][number]): Record<string, unknown> | undefined {
  if (issue.code === "custom") return issue.params;
  if (issue.code === "too_big") return { max: String(issue.maximum) };
  if (issue.code === "too_small") return { min: String(issue.minimum) };
  return undefined;
}

function localeMessage(
  locale: { localeError: (issue: never) => unknown },
  issue: unknown,
): string | undefined {
  const result = locale.localeError(issue as never);
  if (typeof result === "string") return result;
  if (result && typeof result === "object" && "message" in result) return String(result.message);
  return undefined;
}
