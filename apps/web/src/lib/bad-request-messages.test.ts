import { describe, expect, it } from "vitest";
import { badRequestMessages } from "./bad-request-messages";

describe("badRequestMessages (the spec's 400 rules)", () => {
  it.each([
    [
      "a list of errors",
      [{ field: "a", errorMessage: "A is wrong." }, "B is wrong."],
      ["A is wrong.", "B is wrong."],
    ],
    [
      "message first",
      { message: "Top", error: { message: "Nested" }, errors: [{ errorMessage: "First" }] },
      ["Top"],
    ],
    [
      "then error.message",
      { message: "", error: { message: "Nested" }, errors: [{ errorMessage: "First" }] },
      ["Nested"],
    ],
    [
      "then the first error",
      { errors: [{ field: "x", errorMessage: "First" }, { errorMessage: "Second" }] },
      ["First"],
    ],
  ])("%s", (_name, body, expected) => {
    expect(badRequestMessages(body)).toEqual({ kind: "messages", messages: expected });
  });

  it("falls back to a default when a JSON body says nothing", () => {
    expect(badRequestMessages({ errors: [] })).toEqual({ kind: "default" });
  });

  it("calls a body that is not JSON unreadable", () => {
    expect(badRequestMessages("<html>Bad gateway</html>")).toEqual({ kind: "unreadable" });
  });

  it("shows nothing for an empty body or an empty list", () => {
    expect(badRequestMessages(undefined)).toEqual({ kind: "none" });
    expect(badRequestMessages("")).toEqual({ kind: "none" });
    expect(badRequestMessages([])).toEqual({ kind: "none" });
  });
});
