import fc from "fast-check";
import type { z } from "zod";
import { sampleOf } from "./schema-inputs";
import {
  asSchema,
  type Def,
  defOf,
  isOptional,
  lengthBounds,
  numberBounds,
  patternArbitrary,
  patternOf,
  type Schema,
} from "./zod-walk";

// fast-check arbitraries of request schemas, for the kinds the zod walker (zod-walk.ts) knows.

/** Values beside the schema's own: wrong types, bounds, JavaScript's odd numbers. */
const offTypeValue = fc.oneof(
  fc.constantFrom(null, true, 0, -1, 2 ** 31, 2 ** 53, 1.5, "", " ", "0", "true", [], {}),
  fc.string({ unit: "grapheme", maxLength: 20 }),
);

/**
 * An arbitrary of the schema's values, mostly valid-looking (within bounds, existing-looking small
 * ids, matching patterns) and some invalid (out of bounds, wrong type, missing or extra members).
 * `asText` gives path and query values as the text they travel as.
 */
export function arbitraryOf(
  schema: z.ZodType | Schema,
  options: { asText?: boolean } = {},
): fc.Arbitrary<unknown> {
  const valid = validArbitrary(asSchema(schema), options.asText ?? false);
  return fc.oneof({ weight: 6, arbitrary: valid }, { weight: 1, arbitrary: offTypeValue });
}

function validArbitrary(schema: Schema, asText: boolean): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const text = (arbitrary: fc.Arbitrary<unknown>) =>
    asText ? arbitrary.map((value) => String(value)) : arbitrary;
  switch (def.type) {
    case "object": {
      const shape = Object.entries(def.shape ?? {});
      const model = Object.fromEntries(shape.map(([key, field]) => [key, arbitraryOf(field, { asText })]));
      const requiredKeys = shape.filter(([, field]) => !isOptional(field)).map(([key]) => key);
      return fc.record(model, { requiredKeys });
    }
    case "optional":
    case "nullable":
      return fc.option(arbitraryOf(def.innerType as Schema, { asText }), {
        nil: def.type === "optional" ? undefined : null,
      });
    case "default":
      return arbitraryOf(def.innerType as Schema, { asText });
    case "string":
      return stringArbitrary(def, schema);
    case "pipe": {
      const out = defOf(def.out as Schema);
      const patterned = out.type === "string" ? [stringArbitrary(out, def.out as Schema)] : [];
      return fc.oneof(...patterned, arbitraryOf(def.in as Schema, { asText }));
    }
    case "number": {
      const { min, max } = numberBounds(def);
      const small = fc.integer({ min: Math.max(min, 1), max: Math.min(max, Math.max(min, 1) + 20) });
      return text(
        fc.oneof(small, fc.integer({ min: Math.max(min, -(2 ** 31)), max: Math.min(max, 2 ** 31) })),
      );
    }
    case "boolean":
      return text(fc.boolean());
    case "enum":
      return fc.constantFrom(...Object.values(def.entries ?? {}));
    case "literal":
      return text(fc.constantFrom(...(def.values ?? [])));
    case "union":
      return fc.oneof(...(def.options ?? []).map((option) => arbitraryOf(option, { asText })));
    case "array": {
      const { min, max } = lengthBounds(def);
      return fc.array(arbitraryOf(def.element as Schema, { asText }), {
        minLength: min,
        maxLength: Math.min(max, min + 3),
      });
    }
    case "record":
      return fc.dictionary(
        arbitraryOf(def.keyType as Schema).map(String),
        arbitraryOf(def.valueType as Schema, { asText }),
        { maxKeys: 3 },
      );
    case "null":
      return fc.constant(null);
    default:
      return fc.constant(undefined);
  }
}

function stringArbitrary(def: Def, schema: Schema): fc.Arbitrary<string> {
  const { min, max } = lengthBounds(def);
  const pattern = patternOf(def);
  const sample = sampleOf(schema);
  const candidates: fc.Arbitrary<string>[] = [
    fc.string({ unit: "grapheme", minLength: min, maxLength: Math.min(max + 2, 300) }),
    fc.string({ unit: "binary", minLength: min, maxLength: Math.min(max, 60) }),
  ];
  if (typeof sample === "string") candidates.push(fc.constant(sample));
  const matching = pattern && patternArbitrary(pattern);
  if (matching) candidates.push(matching);
  return fc.oneof(...candidates);
}
