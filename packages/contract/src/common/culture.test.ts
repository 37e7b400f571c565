import { describe, expect, it } from "vitest";
import { cultureValues, languageFromHeader } from "./culture";

describe("languageFromHeader", () => {
  it("reads Japanese from every form the clients send", () => {
    for (const value of ["ja", "ja-JP", "jp", cultureValues.ja, "ja-JP,ja;q=0.9,en;q=0.8"]) {
      expect(languageFromHeader(value)).toBe("ja");
    }
  });

  it("falls back to English for anything else", () => {
    for (const value of [undefined, "", "en", cultureValues.en, "vi", "fr-FR"]) {
      expect(languageFromHeader(value)).toBe("en");
    }
  });
});
