import { describe, expect, it } from "vitest";
import en from "./en.json" with { type: "json" };
import ja from "./ja.json" with { type: "json" };

/** Every key path of a nested catalogue, e.g. "auth.invalidCredentials". */
function keyPaths(catalogue: object, prefix = ""): string[] {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === "object" && value !== null ? keyPaths(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

describe("server message catalogues", () => {
  it("have the same keys in English and Japanese", () => {
    expect(keyPaths(ja).sort()).toEqual(keyPaths(en).sort());
  });

  it("have no empty text", () => {
    for (const catalogue of [en, ja]) {
      for (const path of keyPaths(catalogue)) {
        const text = path
          .split(".")
          .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], catalogue);
        expect(text, path).toEqual(expect.stringMatching(/\S/));
      }
    }
  });
});
