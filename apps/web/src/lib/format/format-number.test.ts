import { describe, expect, it } from "vitest";
import { i18n } from "../i18n";
import { formatNumber } from "./format-number";

describe("formatNumber", () => {
  it("groups thousands with commas", () => {
    expect(formatNumber(0)).toBe("0");
    expect(formatNumber(999)).toBe("999");
    expect(formatNumber(1000)).toBe("1,000");
    expect(formatNumber(1_234_567)).toBe("1,234,567");
    expect(formatNumber(-9_876_543)).toBe("-9,876,543");
  });

  it("keeps decimals with a dot, rounding only when asked", () => {
    expect(formatNumber(1234.5)).toBe("1,234.5");
    expect(formatNumber(0.125)).toBe("0.125");
    expect(formatNumber(1234.5, 2)).toBe("1,234.50");
    expect(formatNumber(1234.567, 2)).toBe("1,234.57");
    expect(formatNumber(22000, 0)).toBe("22,000");
  });

  it("keeps numeric strings digit for digit", () => {
    expect(formatNumber("999999999999")).toBe("999,999,999,999");
    expect(formatNumber("1234.50")).toBe("1,234.50");
    expect(formatNumber("-1234")).toBe("-1,234");
    expect(formatNumber("1234.")).toBe("1,234.");
    expect(formatNumber("")).toBe("");
  });

  it("returns text that is not a number unchanged", () => {
    expect(formatNumber("abc")).toBe("abc");
    expect(formatNumber("1,234")).toBe("1,234");
  });

  it("uses the same separators in Japanese", async () => {
    await i18n.changeLanguage("ja");
    try {
      expect(formatNumber(1234567.5)).toBe("1,234,567.5");
    } finally {
      await i18n.changeLanguage("en");
    }
  });
});
