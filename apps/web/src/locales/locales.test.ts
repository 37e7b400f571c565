import { describe, expect, it } from "vitest";
import { namespaces } from "../lib/i18n-resources";
import { enTexts } from "./en";
import { jaTexts } from "./ja";

type Tree = { [key: string]: string | Tree };

const files = import.meta.glob<Tree>("./*/*.json", { eager: true, import: "default" });

/** Flattens a translation file to [dotted key, text] pairs. */
function entriesOf(tree: Tree, prefix = ""): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]): [string, string][] =>
    typeof value === "string" ? [[`${prefix}${key}`, value]] : entriesOf(value, `${prefix}${key}.`),
  );
}

function keysOf(language: string, namespace: string): string[] {
  return entriesOf(files[`./${language}/${namespace}.json`] ?? {}).map(([key]) => key);
}

function namespacesIn(language: string): string[] {
  return Object.keys(files)
    .filter((path) => path.startsWith(`./${language}/`))
    .map((path) => path.slice(`./${language}/`.length, -".json".length))
    .sort();
}

describe("translations", () => {
  it("has the same namespace files in en and ja, all registered", () => {
    expect(namespacesIn("ja")).toEqual(namespacesIn("en"));
    expect(namespacesIn("en")).toEqual([...namespaces].sort());
    expect(Object.keys(jaTexts).sort()).toEqual(Object.keys(enTexts).sort());
    expect(Object.keys(enTexts).sort()).toEqual([...namespaces].sort());
  });

  it.each(namespacesIn("en"))("has the same keys in en and ja for %s", (namespace) => {
    const en = keysOf("en", namespace);
    const ja = keysOf("ja", namespace);
    expect({ missingInJa: en.filter((key) => !ja.includes(key)) }).toEqual({ missingInJa: [] });
    expect({ missingInEn: ja.filter((key) => !en.includes(key)) }).toEqual({ missingInEn: [] });
  });

  it("has no empty texts", () => {
    for (const [path, tree] of Object.entries(files)) {
      const empty = entriesOf(tree).filter(([, text]) => text.trim() === "");
      expect({ path, empty }).toEqual({ path, empty: [] });
    }
  });
});
