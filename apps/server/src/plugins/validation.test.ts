import { ErrorBodyLimits } from "@portal/contract/common/errors";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { toFieldErrors, zodValidatorCompiler } from "./validation";

const schema = z.strictObject({ user: z.string(), nested: z.strictObject({ name: z.string() }) });
const validate = zodValidatorCompiler({ schema, method: "POST", url: "/", httpPart: "body" });
const errorsOf = (data: unknown, language: "en" | "ja" = "en") => {
  const result = validate(data) as { error?: { zodError: z.ZodError } };
  if (!result.error) throw new Error("accepted");
  return toFieldErrors(result.error.zodError, language, "body");
};

describe("field errors of a refused request", () => {
  it("names each unknown key once, with a short message that lists no other key", () => {
    const errors = errorsOf({ user: "a", nested: { name: "b", extra: 1 }, other: 2, more: 3 });
    const message = "This field is not expected here.";
    expect(errors).toEqual([
      { field: "nested.extra", errorMessage: message },
      { field: "other", errorMessage: message },
      { field: "more", errorMessage: message },
    ]);
    expect(errorsOf({ user: "a", nested: { name: "b" }, other: 2 }, "ja")[0]?.errorMessage).toBe(
      "この項目はここでは受け付けていません。",
    );
  });

  it("stops at the limit however many keys the request holds", () => {
    const body = Object.fromEntries(Array.from({ length: 100_000 }, (_, index) => [`k${index}`, 0]));
    const errors = errorsOf(body);
    expect(errors).toHaveLength(ErrorBodyLimits.maxErrors);
    expect(JSON.stringify(errors).length).toBeLessThan(4_000);
  });

  it("cuts a long field name", () => {
    const [error] = errorsOf({ user: "a", nested: { name: "b" }, ["k".repeat(900_000)]: 0 });
    expect(error?.field).toBe(`${"k".repeat(ErrorBodyLimits.maxFieldLength - 1)}…`);
  });
});
