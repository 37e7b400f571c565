import { describe, expect, it } from "vitest";
import { formatBytes } from "./format-bytes";

describe("formatBytes", () => {
  it("shows whole bytes below 1 KB", () => {
    expect(formatBytes(0)).toBe("0 B");
    expect(formatBytes(1)).toBe("1 B");
    expect(formatBytes(1023)).toBe("1023 B");
  });

  it("uses base 1024 with two decimals", () => {
    expect(formatBytes(1024)).toBe("1.00 KB");
    expect(formatBytes(1536)).toBe("1.50 KB");
    expect(formatBytes(5_242_880)).toBe("5.00 MB");
    expect(formatBytes(1_500_000)).toBe("1.43 MB");
    expect(formatBytes(1024 ** 3 * 2.25)).toBe("2.25 GB");
  });

  it("names every unit up to YB and stays in YB beyond it", () => {
    const names = ["KB", "MB", "GB", "TB", "PB", "EB", "ZB", "YB"];
    names.forEach((name, index) => {
      expect(formatBytes(1024 ** (index + 1))).toBe(`1.00 ${name}`);
    });
    expect(formatBytes(1024 ** 9)).toBe("1024.00 YB");
  });

  it("moves up a unit when rounding would reach 1024", () => {
    expect(formatBytes(1_048_575)).toBe("1.00 MB");
    expect(formatBytes(1_048_575, 3)).toBe("1023.999 KB");
  });

  it("takes another number of decimals", () => {
    expect(formatBytes(1536, 0)).toBe("2 KB");
    expect(formatBytes(1536, 1)).toBe("1.5 KB");
  });

  it("refuses negative and non-finite counts", () => {
    expect(() => formatBytes(-1)).toThrow(RangeError);
    expect(() => formatBytes(Number.NaN)).toThrow(RangeError);
    expect(() => formatBytes(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});
