import { describe, expect, it } from "vitest";
import { outOfRangeDates } from "../testing/quality/bad-input-suite";
import { contractRoutes } from "../testing/quality/route-inputs";
import { looseObjectPaths, sampleOf, setAt, stringSlots } from "../testing/quality/schema-inputs";
import { uploadRoutes } from "../testing/quality/upload-routes";

/**
 * Proof of quality, the request schemas themselves, read without a call: no object lets unknown
 * fields through, every date has a range, and the upload suites know every upload route.
 */
describe("the request schemas of every route", () => {
  it("has no object in a request schema that lets unknown fields through", () => {
    const parts = contractRoutes.flatMap(({ key, route }) =>
      (["params", "querystring", "body"] as const).flatMap((part) => {
        const schema = route[part];
        return schema ? looseObjectPaths(schema).map((path) => `${key} ${part} ${path.join(".")}`) : [];
      }),
    );
    const jsonParts = uploadRoutes.flatMap(({ key, json }) =>
      json ? looseObjectPaths(json.schema).map((path) => `${key} ${json.name} ${path.join(".")}`) : [],
    );
    expect([...parts, ...jsonParts]).toEqual([]);
  });

  it("has no date field in a request schema without a range", () => {
    const schemas = [
      ...contractRoutes.flatMap(({ key, route }) =>
        (["params", "querystring", "body"] as const).map((part) => ({
          at: `${key} ${part}`,
          schema: route[part],
        })),
      ),
      ...uploadRoutes.map(({ key, json }) => ({ at: `${key} ${json?.name}`, schema: json?.schema })),
    ];
    const unbounded = schemas.flatMap(({ at, schema }) => {
      if (!schema) return [];
      const sample = sampleOf(schema);
      return stringSlots(schema, sample)
        .filter((slot) => slot.isDate)
        .flatMap((slot) =>
          outOfRangeDates.flatMap((date) => {
            const issues = schema.safeParse(setAt(sample, slot.path, date)).error?.issues ?? [];
            const field = slot.path.join(".");
            return issues.some((issue) => issue.path.join(".") === field) ? [] : [`${at} ${field} ${date}`];
          }),
        );
    });
    expect(unbounded).toEqual([]);
  });

  it("knows every upload call: the routes without a body schema that answer 413", () => {
    const uploads = contractRoutes
      .filter(({ route }) => !route.body && route.response[413])
      .map(({ key }) => key);
    expect([...new Set(uploadRoutes.map(({ key }) => key))].sort()).toEqual(uploads.sort());
  });
});
