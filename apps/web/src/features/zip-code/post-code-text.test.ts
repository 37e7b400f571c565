import { describe, expect, it } from "vitest";
import { cleanPostCode, postCodeDigits } from "./post-code-text";

describe("post code text", () => {
  it("keeps digits and hyphens, converting full-width ones and dashes", () => {
    expect(cleanPostCode("１００－０００５")).toBe("100-0005");
    expect(cleanPostCode("100ー0005")).toBe("100-0005");
    expect(cleanPostCode("〒100 0005a")).toBe("1000005");
  });

  it("gives the digits, not cutting a code that is too long", () => {
    expect(postCodeDigits("100-0005")).toBe("1000005");
    expect(postCodeDigits("100-00056")).toBe("10000056");
  });
});
