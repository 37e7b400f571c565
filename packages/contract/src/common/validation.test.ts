import { describe, expect, it } from "vitest";
import { z } from "zod";
import { emailPattern, emailSchema, passwordsEqual, ValidationMessages } from "./validation";

describe("emailSchema", () => {
  it.each([
    "taro.yamada@example.co.jp",
    "TARO@EXAMPLE.COM",
    "first+tag@mail.example.org",
    "o'brien_x-y@sub-domain.example.io",
    "a!#$%&*/=?^`{|}~@example.com",
    "user@xn--80ak6aa92e.com",
  ])("accepts %s", (address) => {
    expect(emailSchema.safeParse(address).success).toBe(true);
  });

  it.each([
    "",
    "plain",
    "no-at.example.com",
    "two@@example.com",
    "a@b@example.com",
    "user@localhost",
    "user@example.",
    "user@.example.com",
    "user@example..com",
    "user@-example.com",
    "user@example-.com",
    "user@192.168.0.1",
    ".user@example.com",
    "user.@example.com",
    "us..er@example.com",
    "user name@example.com",
    "ユーザー@example.com",
    `${"a".repeat(65)}@example.com`,
  ])("refuses %j with the validateEmail key", (address) => {
    const result = emailSchema.safeParse(address);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(ValidationMessages.validateEmail);
  });

  it("trims surrounding spaces before checking", () => {
    expect(emailSchema.parse("  taro@example.com ")).toBe("taro@example.com");
  });

  it("refuses addresses longer than 254 characters", () => {
    const address = `username@${"a".repeat(60)}.${"b".repeat(60)}.${"c".repeat(60)}.${"d".repeat(60)}.com`;
    expect(address.length).toBeGreaterThan(254);
    expect(emailPattern.test(address)).toBe(true);
    expect(emailSchema.safeParse(address).error?.issues[0]?.message).toBe(ValidationMessages.validateEmail);
  });

  it("refuses non-strings with the same key", () => {
    expect(emailSchema.safeParse(42).error?.issues[0]?.message).toBe(ValidationMessages.validateEmail);
  });
});

describe("passwordsEqual", () => {
  const form = z
    .object({ name: z.string().min(1), password: z.string().min(8), confirmPassword: z.string() })
    .check(passwordsEqual("password", "confirmPassword"));

  it("passes equal passwords", () => {
    expect(
      form.safeParse({ name: "a", password: "Portal#2026", confirmPassword: "Portal#2026" }).success,
    ).toBe(true);
  });

  it("reports the passwordsEqual key on the confirmation field", () => {
    const result = form.safeParse({ name: "a", password: "Portal#2026", confirmPassword: "Portal#2025" });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ["confirmPassword"], message: ValidationMessages.passwordsEqual }),
    ]);
  });

  it("compares case-sensitively", () => {
    expect(
      form.safeParse({ name: "a", password: "Portal#2026", confirmPassword: "portal#2026" }).success,
    ).toBe(false);
  });

  it("still reports a mismatch when another field fails", () => {
    const result = form.safeParse({ name: "", password: "short", confirmPassword: "other" });
    expect(result.error?.issues.map((issue) => issue.path.join("."))).toEqual([
      "name",
      "password",
      "confirmPassword",
    ]);
  });

  it("stays quiet when a password is not even a string", () => {
    const result = form.safeParse({ name: "a", password: 12345678, confirmPassword: "12345678" });
    expect(result.error?.issues.map((issue) => issue.message)).not.toContain(
      ValidationMessages.passwordsEqual,
    );
  });
});
