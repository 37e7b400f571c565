import { describe, expect, it } from "vitest";
import en from "../../locales/en/chatbot.json";
import vi from "../../locales/vi/chatbot.json";

type Tree = { [key: string]: string | Tree };

const keysOf = (tree: Tree, prefix = ""): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string" ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );

describe("the chat's Vietnamese texts", () => {
  it("have every key the English ones have (the chat speaks en, ja and vi)", () => {
    expect(keysOf(vi).sort()).toEqual(keysOf(en).sort());
  });
});
