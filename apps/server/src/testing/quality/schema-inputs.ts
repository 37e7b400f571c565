import fc from "fast-check";
import type { z } from "zod";
import {
  acceptsString,
  asSchema,
  defOf,
  isDateText,
  isFreeText,
  isOptional,
  lengthBounds,
  numberBounds,
  patternArbitrary,
  patternOf,
  type Schema,
  unwrap,
} from "./zod-walk";

// Samples of request schemas and the places in them: where text goes, which objects are strict,
// which values are numbers or booleans. Built on the zod walker (zod-walk.ts).

/** Where a value sits in a request part: object keys and array indexes. */
export type Path = readonly (string | number)[];

/** A place in a request part that holds a string on the wire. */
export interface StringSlot {
  path: Path;
  /** The key of a record entry (the value keeps its place under the new key). */
  isKey: boolean;
  /** Plain text (length limits at most): a naughty string here can reach the service. */
  isFreeText: boolean;
  /** An ISO date (YYYY-MM-DD). */
  isDate: boolean;
}
/** Texts tried, in order, for a valid sample of a constrained string. */
const sampleTexts = [
  "Sample text",
  "2026-12-01",
  "2026-12",
  "1000005",
  "100-0005",
  "0001",
  "001",
  "1234567",
  "/home",
  "https://example.com/page",
  "user@example.com",
  "menu.home",
  "image.png",
  "ﾔﾏﾀﾞ ﾀﾛｳ",
  "abcdef0123456789abcdef0123456789",
  "a",
  "1",
];

/** A valid text of a string schema (or of a pipe from one): a known shape, else one made from its pattern. */
function validText(schema: Schema): unknown {
  const def = defOf(schema);
  if (def.type === "pipe") {
    const fromInput = sampleOf(def.in as Schema);
    if (!acceptsString(def.in as Schema) || schema.safeParse(fromInput).success) return fromInput;
  }
  const known = sampleTexts.find((text) => schema.safeParse(text).success);
  if (known !== undefined) return known;
  const leaf = def.type === "pipe" ? defOf(def.out as Schema) : def;
  const pattern = patternOf(leaf);
  const matching = pattern && patternArbitrary(pattern);
  const made = matching ? fc.sample(matching, { numRuns: 50, seed: 1 }) : [];
  return made.find((text) => schema.safeParse(text).success) ?? "a".repeat(lengthBounds(leaf).min);
}

/**
 * A valid value of the schema: every optional field that can hold text is filled (so that it can
 * be fed bad text), numbers at their lower bound or 1, the first enum value, one array element.
 */
export function sampleOf(schema: z.ZodType | Schema): unknown {
  const s = asSchema(schema);
  const def = defOf(s);
  switch (def.type) {
    case "object": {
      const entries = Object.entries(def.shape ?? {}).filter(
        ([, field]) => !isOptional(field) || containsString(field),
      );
      return Object.fromEntries(entries.map(([key, field]) => [key, sampleOf(field)]));
    }
    case "optional":
    case "nullable":
    case "default":
      return sampleOf(def.innerType as Schema);
    case "string":
    case "pipe":
      return validText(s);
    case "number": {
      const { min, max } = numberBounds(def);
      return Math.min(Math.max(1, min), max);
    }
    case "boolean":
      return false;
    case "enum":
      return Object.values(def.entries ?? {})[0];
    case "literal":
      return def.values?.[0];
    case "union":
      return sampleOf((def.options ?? []).find((option) => defOf(option).type !== "null") as Schema);
    case "array":
      return [sampleOf(def.element as Schema)];
    case "record":
      return { [String(sampleOf(def.keyType as Schema))]: sampleOf(def.valueType as Schema) };
    default:
      return undefined;
  }
}

/**
 * Path or query parameters as they travel: every member of the object (optional ones too) as
 * text, valid.
 */
export function textSampleOf(schema: z.ZodType): Record<string, string> {
  const shape = defOf(unwrap(asSchema(schema))).shape ?? {};
  return Object.fromEntries(
    Object.entries(shape).map(([key, field]) => {
      const value = sampleOf(field);
      return [key, typeof value === "string" ? value : String(value)];
    }),
  );
}

/** The members of a parameters object, each with whether it takes plain text or a date. */
export function textMembers(schema: z.ZodType): { key: string; isFreeText: boolean; isDate: boolean }[] {
  const shape = defOf(unwrap(asSchema(schema))).shape ?? {};
  return Object.entries(shape).map(([key, field]) => ({
    key,
    isFreeText: isFreeText(field),
    isDate: isDateText(field),
  }));
}

function containsString(schema: Schema): boolean {
  const def = defOf(unwrap(schema));
  if (def.type === "object") return Object.values(def.shape ?? {}).some(containsString);
  if (def.type === "array") return containsString(def.element as Schema);
  if (def.type === "record") return true;
  return acceptsString(schema);
}

/** The schema of the object member or array element the path leads to through a value. */
function childSchema(schema: Schema, key: string | number): Schema | undefined {
  const def = defOf(unwrap(schema));
  if (def.type === "object") return def.shape?.[key];
  if (def.type === "array") return def.element;
  if (def.type === "record") return def.valueType;
  if (def.type === "union") {
    const objects = (def.options ?? []).filter((option) => defOf(unwrap(option)).type === "object");
    return objects.map((option) => childSchema(option, key)).find(Boolean);
  }
  return undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Every place of the value that the schema lets hold a string, record keys included. */
export function stringSlots(schema: z.ZodType | Schema, value: unknown, path: Path = []): StringSlot[] {
  const s = asSchema(schema);
  const def = defOf(unwrap(s));
  if (Array.isArray(value)) {
    return value.flatMap((item, index) => {
      const child = childSchema(s, index);
      return child ? stringSlots(child, item, [...path, index]) : [];
    });
  }
  if (isRecord(value) && def.type !== "string") {
    return Object.entries(value).flatMap(([key, item]) => {
      const child = childSchema(s, key);
      if (!child) return [];
      const keySlot: StringSlot[] =
        def.type === "record" && defOf(def.keyType as Schema).type === "string"
          ? [{ path: [...path, key], isKey: true, isFreeText: true, isDate: false }]
          : [];
      return [...keySlot, ...stringSlots(child, item, [...path, key])];
    });
  }
  return acceptsString(s) ? [{ path, isKey: false, isFreeText: isFreeText(s), isDate: isDateText(s) }] : [];
}

/** A copy of the value with the slot filled: the value at the path, or the record key renamed. */
export function fillSlot(value: unknown, slot: StringSlot, text: string): unknown {
  return update(value, slot.path, (parent, key) => {
    if (!slot.isKey) return { ...parent, [key]: text };
    const { [key]: kept, ...others } = parent as Record<string, unknown>;
    return { ...others, [text]: kept };
  });
}

/** The value at the path. */
export function getAt(value: unknown, path: Path): unknown {
  return path.reduce<unknown>(
    (at, key) => (at as Record<string | number, unknown> | undefined)?.[key],
    value,
  );
}

/** A copy of the value with the one at the path replaced. */
export function setAt(value: unknown, path: Path, next: unknown): unknown {
  return update(value, path, (parent, key) => ({ ...parent, [key]: next }));
}

function update(
  value: unknown,
  path: Path,
  change: (parent: Record<string | number, unknown>, key: string | number) => object,
): unknown {
  const [key, ...rest] = path;
  if (key === undefined) return value;
  const parent = (Array.isArray(value) ? { ...value } : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  const changed =
    rest.length === 0 ? change(parent, key) : { ...parent, [key]: update(parent[key], rest, change) };
  return Array.isArray(value) ? Object.assign([...value], changed) : changed;
}

/** The places of number and boolean values in a sample (to send them as text: no coercion). */
export function typedLeaves(value: unknown, path: Path = []): { path: Path; value: number | boolean }[] {
  if (typeof value === "number" || typeof value === "boolean") return [{ path, value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => typedLeaves(item, [...path, index]));
  if (isRecord(value))
    return Object.entries(value).flatMap(([key, item]) => typedLeaves(item, [...path, key]));
  return [];
}

/** The paths of the objects of a sample whose schema is a strict object (they refuse unknown keys). */
export function strictObjectPaths(schema: z.ZodType | Schema, value: unknown, path: Path = []): Path[] {
  const s = asSchema(schema);
  const def = defOf(unwrap(s));
  const own = def.type === "object" && isRecord(value) ? [path] : [];
  const children = Array.isArray(value)
    ? value.map((item, index) => [index, item] as const)
    : isRecord(value) && def.type !== "record"
      ? Object.entries(value)
      : [];
  return [
    ...own,
    ...children.flatMap(([key, item]) => {
      const child = childSchema(s, key);
      return child ? strictObjectPaths(child, item, [...path, key]) : [];
    }),
  ];
}

/** Whether every object of the schema refuses unknown keys (z.strictObject). */
export function looseObjectPaths(schema: z.ZodType | Schema, path: Path = []): Path[] {
  const def = defOf(unwrap(asSchema(schema)));
  switch (def.type) {
    case "object": {
      const own = def.catchall && defOf(def.catchall).type === "never" ? [] : [path];
      const fields = Object.entries(def.shape ?? {});
      return [...own, ...fields.flatMap(([key, field]) => looseObjectPaths(field, [...path, key]))];
    }
    case "array":
      return looseObjectPaths(def.element as Schema, [...path, 0]);
    case "record":
      return looseObjectPaths(def.valueType as Schema, [...path, "*"]);
    case "union":
      return (def.options ?? []).flatMap((option) => looseObjectPaths(option, path));
    case "pipe":
      return looseObjectPaths(def.in as Schema, path);
    default:
      return [];
  }
}
