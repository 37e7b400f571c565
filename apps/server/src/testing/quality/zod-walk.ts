import fc from "fast-check";
import type { z } from "zod";

// The primitives of a small walker over the zod 4 kinds the contract's request schemas use
// (zod-fast-check does not support zod 4): object, string, number, boolean, enum, literal,
// optional, nullable, default, pipe, transform, union, array, record. It reads `schema._zod.def`,
// zod's own description of a schema.

interface CheckDef {
  check: string;
  format?: string;
  pattern?: RegExp;
  minimum?: number;
  maximum?: number;
  value?: number;
  inclusive?: boolean;
}

export interface Def {
  type: string;
  checks?: { _zod: { def: CheckDef } }[];
  shape?: Record<string, Schema>;
  catchall?: Schema;
  innerType?: Schema;
  element?: Schema;
  options?: Schema[];
  in?: Schema;
  out?: Schema;
  keyType?: Schema;
  valueType?: Schema;
  entries?: Record<string, string | number>;
  values?: unknown[];
  defaultValue?: unknown;
  coerce?: boolean;
  format?: string;
  pattern?: RegExp;
}

export interface Schema {
  _zod: { def: Def };
  safeParse(value: unknown): { success: boolean };
}

export const asSchema = (schema: z.ZodType | Schema): Schema => schema as unknown as Schema;
export const defOf = (schema: z.ZodType | Schema): Def => asSchema(schema)._zod.def;
const checksOf = (def: Def): CheckDef[] => (def.checks ?? []).map((check) => check._zod.def);

/** The schema without optional, nullable and default around it. */
export function unwrap(schema: Schema): Schema {
  const def = defOf(schema);
  if (["optional", "nullable", "default"].includes(def.type) && def.innerType) return unwrap(def.innerType);
  return schema;
}

/** Whether the member may be left out. */
export function isOptional(schema: Schema): boolean {
  const type = defOf(schema).type;
  return type === "optional" || (type === "nullable" && isOptional(defOf(schema).innerType as Schema));
}

/** Whether a string on the wire can be accepted here (text, enum, literal text, a pipe from text). */
export function acceptsString(schema: Schema): boolean {
  const inner = unwrap(schema);
  const def = defOf(inner);
  switch (def.type) {
    case "string":
    case "enum":
      return true;
    case "literal":
      return (def.values ?? []).some((value) => typeof value === "string");
    case "pipe":
      return acceptsString(def.in as Schema);
    case "union":
      return (def.options ?? []).some(acceptsString);
    default:
      return false;
  }
}

/** Plain text: a string with length limits (and trimming) only, possibly turned into null. */
export function isFreeText(schema: z.ZodType | Schema): boolean {
  const def = defOf(unwrap(schema));
  if (def.type === "string") {
    return !def.format && checksOf(def).every((check) => check.check !== "string_format");
  }
  if (def.type === "pipe")
    return defOf(def.out as Schema).type === "transform" && isFreeText(def.in as Schema);
  if (def.type === "union") {
    const texts = (def.options ?? []).filter((option) => defOf(option).type !== "null");
    return texts.length === 1 && isFreeText(texts[0] as Schema);
  }
  return false;
}
/** Whether the schema takes an ISO date (YYYY-MM-DD), alone or at the end of a pipe from text. */
export function isDateText(schema: z.ZodType | Schema): boolean {
  const def = defOf(unwrap(asSchema(schema)));
  if (def.type === "pipe") return isDateText(def.out as Schema);
  return def.type === "string" && (def.format === "date" || checksOf(def).some((c) => c.format === "date"));
}

export function numberBounds(def: Def): { min: number; max: number } {
  let min = Number.MIN_SAFE_INTEGER;
  let max = Number.MAX_SAFE_INTEGER;
  for (const check of checksOf(def)) {
    const value = check.value ?? 0;
    if (check.check === "greater_than") min = Math.max(min, check.inclusive ? value : value + 1);
    if (check.check === "less_than") max = Math.min(max, check.inclusive ? value : value - 1);
  }
  return { min, max };
}

export function lengthBounds(def: Def): { min: number; max: number } {
  let min = 0;
  let max = 200;
  for (const check of checksOf(def)) {
    if (check.check === "min_length") min = check.minimum ?? min;
    if (check.check === "max_length") max = check.maximum ?? max;
  }
  return { min, max };
}
/**
 * Strings matching the pattern, drawn by fast-check; none for a pattern it cannot draw from
 * (lookaheads). Flags are dropped: a case-insensitive pattern is drawn as written.
 */
export function patternArbitrary(pattern: RegExp): fc.Arbitrary<string> | undefined {
  try {
    return fc.stringMatching(new RegExp(pattern.source), { size: "small" });
  } catch {
    return undefined;
  }
}

/** The regular expression a string schema (or the string check of one) must match, if any. */
export function patternOf(def: Def): RegExp | undefined {
  return def.pattern ?? checksOf(def).find((check) => check.format === "regex")?.pattern;
}
