import { describe, expect, it } from "vitest";
import { detectLanguage } from "./detect-language";

describe("detectLanguage", () => {
  it("reads kana and kanji as Japanese", () => {
    expect(detectLanguage("定期を継続したい")).toBe("ja");
    expect(detectLanguage("キャンセル")).toBe("ja");
    expect(detectLanguage("JRの定期")).toBe("ja");
  });

  it("reads Vietnamese letters as Vietnamese", () => {
    expect(detectLanguage("Tôi muốn gia hạn vé")).toBe("vi");
    expect(detectLanguage("đổi")).toBe("vi");
  });

  it("reads Vietnamese typed without diacritics from its common words", () => {
    expect(detectLanguage("toi muon lam ve thang")).toBe("vi");
    expect(detectLanguage("cam on ban nhieu")).toBe("vi");
    expect(detectLanguage("thanks nhé")).toBe("vi");
  });

  it("reads other Latin text as English", () => {
    expect(detectLanguage("I want to renew my commuter pass")).toBe("en");
    expect(detectLanguage("hi")).toBe("en");
    expect(detectLanguage("can you help")).toBe("en");
  });

  it("gives null when there is nothing to go on", () => {
    expect(detectLanguage("6650")).toBeNull();
    expect(detectLanguage("12/1 ?!")).toBeNull();
    expect(detectLanguage("👍")).toBeNull();
    expect(detectLanguage("")).toBeNull();
  });
});
